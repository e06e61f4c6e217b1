import { expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { createUser, signIn } from "./support/accounts";

// Issue 29: a member turns on two-step sign-in from their profile with a real QR code and key, and
// the next sign-in asks for the authenticator's code after the password.
test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const codeFor = (key: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

test("a member sets up an authenticator from the profile, and the next sign-in asks for its code", async ({ page }) => {
  const user = createUser({ prefix: "twostep" });
  await page.goto("/");
  await signIn(page, user);

  await page.goto("/profile/edit/");
  const section = page.getByRole("region", { name: /Two-step sign-in/ });
  // The profile page loads lazily: slow while other suites share the machine.
  await expect(section.getByText("Off", { exact: true })).toBeVisible({ timeout: 20_000 });
  await section.getByRole("button", { name: "Set up two-step sign-in" }).click();
  const qr = section.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
  const key = ((await section.locator("code").textContent()) ?? "").replaceAll(" ", "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, "profile-setup-1280");

  await section.getByLabel("Code").fill(codeFor(key));
  await section.getByRole("button", { name: "Turn on" }).click();
  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await shot(page, "profile-recovery-codes-1280");
  await section.getByRole("button", { name: "I have saved them" }).click();
  await expect(section.getByText("On", { exact: true })).toBeVisible();
  await expect(section.getByText("10 of your recovery codes are unused.", { exact: false })).toBeVisible();
  await shot(page, "profile-on-1280");

  // A new browser: the password alone does not sign in.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login/");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  const basic = await page.request.get("/users/api/user-basic-info/");
  expect((await basic.json()).is_authenticated).toBe(false);
  await page.getByLabel("Code").fill("000000");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("That code is not right.", { exact: false }).first()).toBeVisible();
  await shot(page, "login-code-390");
  await page.getByLabel("Code").fill(codeFor(key, 1));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(`Welcome back, ${user.username}!`)).toBeVisible();
  expect((await (await page.request.get("/users/api/user-basic-info/")).json()).username).toBe(user.username);
});
