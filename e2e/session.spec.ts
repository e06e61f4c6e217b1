import { expect, test } from "@playwright/test";
import { createUser, signIn } from "./support/accounts";

test("a signed-in owner sees the side panel with every item and logs out after confirming", async ({ page }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  await page.goto("/");
  await signIn(page, owner);
  await page.reload();
  await page.getByRole("button", { name: `Open the menu of ${owner.username}` }).click();
  const panel = page.getByRole("dialog");
  for (const item of [
    "Visit Your Profile",
    "Admin Page",
    "Available Downloads",
    "API Downloads",
    "Manage API Keys",
    "Server Patching",
    "Appeals",
  ]) {
    await expect(panel.getByText(item, { exact: true })).toBeVisible();
  }
  await panel.getByRole("button", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: "Logout" });
  await expect(dialog).toContainText("Are you sure you would like to logout?");
  await dialog.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You have been logged out.")).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a plain user's side panel hides the owner's and groups' items", async ({ page }) => {
  const user = createUser({ prefix: "plain" });
  await page.goto("/");
  await signIn(page, user);
  await page.reload();
  await expect(page.getByRole("link", { name: "My Colony 2" })).toBeVisible();
  await page.getByRole("button", { name: `Open the menu of ${user.username}` }).click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByText("Visit Your Profile")).toBeVisible();
  await expect(panel.getByText("Admin Page")).toHaveCount(0);
  await expect(panel.getByText("Server Patching")).toHaveCount(0);
});
