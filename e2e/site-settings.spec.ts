import { expect, test } from "@playwright/test";
import { createUser, signIn } from "./support/accounts";

// Issue 30, settings: the owner fills in the footer's line and the privacy policy's operator in the
// console, and a visitor sees both at once. Only fields no other spec reads are changed (the specs
// share one site), and they are put back.

test.describe.configure({ timeout: 90_000 });

test("the owner's footer line and privacy operator show to a visitor without a restart", async ({ browser }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const page = await (await browser.newContext()).newPage();
  await page.goto("/");
  await signIn(page, owner);
  await page.goto("/admin/");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Settings" }).click();
  const footer = `Run by volunteers ${Date.now().toString(36)}`;
  await page.getByLabel("Footer text").fill(footer);
  await page.getByLabel("Operator's name").fill("Jane Doe");
  await page.getByLabel("Operator's contact").fill("privacy@bastion.test");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  try {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/privacy-policy/");
    await expect(visitor.getByRole("contentinfo")).toContainText(footer);
    await expect(visitor.getByRole("region", { name: "Who is responsible for your data" })).toContainText(
      "This site is run by Jane Doe, who can be reached at privacy@bastion.test.",
    );
  } finally {
    await page.getByLabel("Footer text").fill("");
    await page.getByLabel("Operator's name").fill("");
    await page.getByLabel("Operator's contact").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Settings saved.").last()).toBeVisible();
  }
});
