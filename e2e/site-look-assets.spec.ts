import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { createUser, signIn } from "./support/accounts";

// Issue 30: the owner uploads a logo and edits the home page's text in the console; a visitor sees
// the logo in the navbar, the icons in the page's head and the text on the home page, without a
// restart. Both are put back: the specs share one site.

test.describe.configure({ timeout: 90_000 });

test("a logo and the home page's text show to a visitor", async ({ browser }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const page = await (await browser.newContext()).newPage();
  await page.goto("/");
  await signIn(page, owner);
  const logo = await sharp({
    create: { width: 300, height: 100, channels: 4, background: { r: 30, g: 160, b: 120, alpha: 1 } },
  })
    .png()
    .toBuffer();
  await page.goto("/admin/settings/");
  const logoForm = page.getByRole("form", { name: "Change the logo" });
  await logoForm.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await logoForm.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByText("Logo saved.")).toBeVisible();

  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Home page" }).click();
  const text = `Build with us ${Date.now().toString(36)}`;
  await page.getByLabel("Text", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Home page saved.")).toBeVisible();

  try {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/");
    await expect(visitor.getByText(text)).toBeVisible();
    const brand = visitor.getByRole("link", { name: "Bastion E2E" }).getByRole("img", { name: "Bastion E2E" });
    await expect(brand).toHaveAttribute("src", /^\/site-assets\/logo-[0-9a-f]{24}\.webp$/);
    await expect(brand).toHaveAttribute("height", "32");
    expect(await brand.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);
    const icon = visitor.locator('link[rel="icon"]').first();
    await expect(icon).toHaveAttribute("href", /^\/site-assets\/icon-[0-9a-f]{24}-32\.png$/);
    await expect(visitor.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const manifest = await visitor.request.get("/manifest.webmanifest");
    expect((await manifest.json()).icons[0].src).toMatch(/^\/site-assets\/icon-[0-9a-f]{24}-192\.png$/);
  } finally {
    await page.getByLabel("Text", { exact: true }).fill("A survival server with a community that builds together.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Home page saved.").last()).toBeVisible();
    await page.goto("/admin/settings/");
    await page.getByRole("button", { name: "Remove logo" }).click();
    await expect(page.getByText("Logo removed: the site shows the default icon.")).toBeVisible();
  }
});
