import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/accessibility-rounds";
import { startExtraServer } from "./support/server";

const root = join(import.meta.dirname, "..");

test("first run: the banner leads to /setup/, the logged token makes the owner, then the setup is gone", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A site of its own: the shared e2e server gets owners from other specs.
  const server = await startExtraServer({});
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  try {
    await page.goto("/announcements/");
    await expect(page.getByText("This site has no owner yet.")).toBeVisible();
    await page.getByRole("link", { name: "Set it up" }).click();
    await expect(page).toHaveURL(/\/setup\/$/);
    await expect(page.getByRole("heading", { name: "Set up your site" })).toBeVisible();
    await expect(page.getByText("This site has no owner yet.")).toBeHidden();
    // The setup form exists only on a site without an owner: the page rounds cannot reach it, so it is checked here.
    await expect(page).toHaveTitle("Set up your site · Bastion E2E");
    expect(await seriousViolations(page, "/setup/")).toEqual([]);

    await page.getByLabel("Setup token").fill("a-wrong-guess");
    await page.getByLabel("Username").fill("Notch");
    await page.getByLabel("E-mail").fill("notch@example.test");
    await page.getByLabel("Password", { exact: true }).fill("obsidian-portal-77");
    await page.getByLabel("Confirm password").fill("obsidian-portal-77");
    await page.getByRole("button", { name: "Create the owner account" }).click();
    await expect(page.getByText("This setup token is not right.").first()).toBeVisible();

    const token = readFileSync(join(root, `test-results/e2e-data-${server.port}/setup-token`), "utf8").trim();
    await page.getByLabel("Setup token").fill(token);
    await page.getByRole("button", { name: "Create the owner account" }).click();
    await expect(page.getByText("Welcome, Notch: the site is yours.")).toBeVisible();
    await expect(page).toHaveURL(`${server.baseURL}/`);
    await expect(page.getByText("This site has no owner yet.")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open the menu of Notch" })).toBeVisible();

    // The same link again: gone for good.
    await page.goto(`/setup/?token=${token}`);
    await expect(
      page.getByText("Sorry, the page you are looking for does not exist, or has been moved."),
    ).toBeVisible();
    expect((await page.request.get("/api/setup/")).status()).toBe(404);
  } finally {
    await context.close();
    await server.stop();
  }
});

test("health URLs for a load balancer: /healthz and /readyz", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({
    status: "ready",
    checks: { database: { ok: true }, migrations: { ok: true }, data_dir: { ok: true } },
  });
});
