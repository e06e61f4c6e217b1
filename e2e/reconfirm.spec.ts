import { expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { seriousViolations } from "./support/accessibility-rounds";
import { ageConfirmation, createUser, manage, signIn } from "./support/accounts";
import { keepsFocusIn } from "./support/focus-trap";

// Issue 29: a dangerous action after 10 minutes asks "Confirm it's you" and then goes through; a
// member of a group that must have a second factor lands on its set-up and cannot leave it.
test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

test("an owner away for 11 minutes confirms with the password, and the API key is created", async ({ page }) => {
  const owner = createUser({ prefix: "sudo", groups: ["owner"] });
  await page.goto("/");
  await signIn(page, owner);
  ageConfirmation(owner.username);

  await page.goto("/api/keys/");
  await page.getByLabel("Name", { exact: true }).fill("Lobby server");
  await page.locator("form").getByRole("button", { name: /key/i }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  const password = dialog.getByLabel("Password");
  await expect(password).toBeFocused();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page, `reconfirm dialog ${size.width}`)).toEqual([]);
    expect(await keepsFocusIn(page, dialog, "Confirm it's you")).toEqual([]);
    await shot(page, `sudo-modal-${size.width}`);
  }
  await password.fill(owner.password);
  await password.press("Enter");
  await expect(page.getByLabel("The new API key")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The owner console's choice of groups (the e2e site requires none), the defaults marked as such.
  await page.goto("/admin/");
  const policy = page.getByRole("region", { name: "Second factor" });
  for (const group of ["owner", "patching"]) {
    const box = policy.getByRole("checkbox", { name: new RegExp(`^${group}`) });
    await expect(box).not.toBeChecked();
    await box.check();
  }
  await expect(policy.getByText("Default")).toHaveCount(2);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    if (SHOTS) await policy.screenshot({ path: `${SHOTS}/sudo-policy-${size.width}.png` });
  }
});

test("a member of a group that must have a second factor is held on its set-up until it is on", async ({ page }) => {
  const patcher = createUser({ prefix: "mustset", groups: ["patching"] });
  manage("second-factor-groups", "--groups", "owner,patching");
  try {
    await page.goto("/login/");
    await page.getByLabel("E-mail").fill(patcher.email);
    await page.getByLabel("Password").fill(patcher.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/security\/$/);
    await expect(page.getByText("Your group requires two-step sign-in: set it up to continue.")).toBeVisible();
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      expect(await seriousViolations(page, `set-up page ${size.width}`)).toEqual([]);
      await shot(page, `sudo-setup-${size.width}`);
    }

    await page.goto("/patching/");
    await expect(page).toHaveURL(/\/profile\/security\/\?next=%2Fpatching%2F$/);
    await expect(page.getByRole("heading", { name: "Set up two-step sign-in", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
    const key = ((await page.locator("code").textContent()) ?? "").replaceAll(" ", "");
    await page.getByLabel("Code").fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page).toHaveURL(/\/patching\/$/);
    await expect(page.getByRole("heading", { name: "Server Patching" })).toBeVisible();
  } finally {
    manage("second-factor-groups", "--none");
  }
});
