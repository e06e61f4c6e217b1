import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations, VIEWPORTS } from "./support/accessibility-rounds";
import { ageConfirmation } from "./support/accounts";
import { buttonProblems } from "./support/buttons";
import { type ExtraServer, startExtraServer } from "./support/server";

// Issue 29: passkeys in Chromium with a virtual authenticator (the DevTools protocol's WebAuthn
// domain): added on the profile page, then signing in with the passkey alone, and as the second
// step after the password. Browsers refuse WebAuthn on an IP address, so these run against a server
// of their own whose PUBLIC_URL (the relying party) is http://localhost:<port>.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
/** One part of the page: the profile page is long, and its navbar sticks over a full-page picture. */
const shotOf = async (part: Locator, name: string) => {
  if (SHOTS) await part.screenshot({ path: `${SHOTS}/${name}.png` });
};

const member = {
  username: "keyholder",
  email: "keyholder@example.test",
  password: "a-long-and-unguessable-passphrase",
};

/** A passkey as the DevTools protocol's WebAuthn domain hands it out and takes it in. */
interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

let server: ExtraServer;
let context: BrowserContext;
let page: Page;

/** A management command run inside the extra server's process (tools/e2e-server.ts). */
async function manageOn(port: number, ...args: string[]) {
  const response = await fetch(`http://127.0.0.1:${port + 10_000}/`, { method: "POST", body: JSON.stringify(args) });
  if (!response.ok) throw new Error(`manage ${args[0]} failed: ${await response.text()}`);
}

/** A page with a virtual authenticator of its own (a phone's or laptop's passkey store), holding `credentials`. */
async function pageWithAuthenticator(credentials: VirtualCredential[] = []) {
  const opened = await context.newPage();
  await opened.emulateMedia({ reducedMotion: "reduce" });
  const cdp = await context.newCDPSession(opened);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  for (const credential of credentials) await cdp.send("WebAuthn.addCredential", { authenticatorId, credential });
  const held = async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return { page: opened, held };
}

/** No serious axe finding and the buttons' rule kept, at the page's present width. */
async function checkScreen(label: string) {
  expect([...(await seriousViolations(page, label)), ...(await buttonProblems(page, label))]).toEqual([]);
}

async function signInWithPassword() {
  await page.goto("/login/");
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

const activeUser = async () => (await (await page.request.get("/users/api/user-basic-info/")).json()).username;

let heldPasskeys: () => Promise<VirtualCredential[]>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  server = await startExtraServer({ E2E_PUBLIC_HOST: "localhost" });
  // An owner, so the site is set up (no setup banner), and the member who adds a passkey.
  await manageOn(
    server.port,
    ...["create-user", "--username", "siteowner", "--email", "owner@example.test", "--password", member.password],
    ...["--groups", "owner"],
  );
  await manageOn(
    server.port,
    ...["create-user", "--username", member.username, "--email", member.email, "--password", member.password],
  );
  context = await browser.newContext({ baseURL: `http://localhost:${server.port}` });
  ({ page, held: heldPasskeys } = await pageWithAuthenticator());
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test("a member adds a passkey on the profile; the e-mail field's autofill then signs in with it alone", async () => {
  await signInWithPassword();
  await expect(page.getByText(`Welcome back, ${member.username}!`)).toBeVisible();

  await page.goto("/profile/edit/");
  const card = page.getByRole("region", { name: /^Passkeys/ });
  await expect(card.getByText("You have no passkey yet.")).toBeVisible({ timeout: 20_000 });
  await card.getByLabel("Name of the new passkey (optional)").fill("Laptop");
  await card.getByRole("button", { name: "Add a passkey" }).click();
  const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await card.getByRole("button", { name: "I have saved them" }).click();
  const row = card.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Laptop");
  await expect(row).toContainText("last used never");
  // The passkey the browser made is for this site, and resident: it can sign in without a username.
  const credentials = await heldPasskeys();
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.rpId).toBe("localhost");
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // The passkey is a second step after the password now: the two-step card says so.
  await expect(page.getByRole("region", { name: /Two-step sign-in/ }).getByText("On", { exact: true })).toBeVisible();
  await shotOf(card, "passkeys-card-1280");
  await checkScreen("profile with a passkey, desktop");
  await page.setViewportSize(VIEWPORTS[1]);
  await card.getByRole("button", { name: "Rename Laptop" }).click();
  await checkScreen("renaming a passkey, phone");
  await card.getByLabel("New name for Laptop").fill("Work laptop");
  await card.getByRole("button", { name: "Save name" }).click();
  await expect(row).toContainText("Work laptop");
  await shotOf(card, "passkeys-card-390");
  await card.getByRole("button", { name: "Remove Work laptop" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove this passkey?" });
  await expect(confirm).toContainText("It is your last passkey");
  await checkScreen("removing a passkey, phone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.setViewportSize(VIEWPORTS[0]);

  // Signed out: the login page asks the browser for the site's passkeys for the e-mail field's
  // suggestions. The virtual authenticator picks its one at once, as a person picking it would.
  await context.clearCookies();
  await page.goto("/login/");
  await expect(page.getByText(`Welcome back, ${member.username}!`)).toBeVisible();
  expect(await activeUser()).toBe(member.username);
});

test("'Sign in with a passkey' in a browser without autofill, and the passkey as the second step after the password", async () => {
  // Another device holding the same (synced) passkey, in a browser that offers no passkey autofill.
  const copied = await heldPasskeys();
  await page.close();
  ({ page } = await pageWithAuthenticator(copied));
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await context.clearCookies();
  await page.goto("/login/");
  await expect(page.getByLabel("E-mail")).toHaveAttribute("autocomplete", "username webauthn");
  const passkeyButton = page.getByRole("button", { name: "Sign in with a passkey" });
  await expect(passkeyButton).toBeVisible();
  await shot(page, "passkeys-login-1280");
  await checkScreen("login with a passkey button, desktop");
  await passkeyButton.click();
  await expect(page.getByText(`Welcome back, ${member.username}!`)).toBeVisible();
  expect(await activeUser()).toBe(member.username);

  await context.clearCookies();
  await page.setViewportSize(VIEWPORTS[1]);
  await signInWithPassword();
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  await expect(page.getByText("Now confirm it is you with your passkey.")).toBeVisible();
  expect(await activeUser()).toBeNull();
  await shot(page, "passkeys-second-step-390");
  await checkScreen("second step with a passkey, phone");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByText(`Welcome back, ${member.username}!`)).toBeVisible();
  expect(await activeUser()).toBe(member.username);

  // The profile now shows it used.
  await page.goto("/profile/edit/");
  const card = page.getByRole("region", { name: /^Passkeys/ });
  const row = card.getByRole("listitem").first();
  await expect(row).not.toContainText("last used never", { timeout: 20_000 });

  // Away for 11 minutes: removing the passkey (a change of second factor) asks to confirm it is
  // them first, and the passkey itself does it.
  ageConfirmation(member.username, 11, server.dataDir);
  await card.getByRole("button", { name: /^Remove / }).click();
  await page
    .getByRole("dialog", { name: "Remove this passkey?" })
    .getByRole("button", { name: "Remove passkey" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(confirm.getByRole("button", { name: "Use a passkey" })).toBeVisible();
  await checkScreen("confirming it is you with a passkey, phone");
  await shot(page, "passkeys-reconfirm-390");
  await confirm.getByRole("button", { name: "Use a passkey" }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText("You have no passkey yet.")).toBeVisible();
  await expect(page.getByText("The passkey is removed.")).toBeVisible();
});
