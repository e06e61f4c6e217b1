import { expect, test } from "@playwright/test";
import { expectCopiedForTwoSeconds } from "./support/copy";

// The e2e server's MINECRAFT_SERVER is play.bastion.test, which does not resolve: the real
// endpoint answers offline. The online look is checked with an answer of the endpoint's shape.

const ONLINE = {
  online: true,
  icon: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  players: { online: 37, max: 100 },
  motd: {
    html: '<span style="color:#ffaa00;font-weight:bold">Bastion</span> Survival\n<span style="color:#55ff55">Season 4 is live!</span>',
  },
  version: "Paper 1.21.4",
  latency: 17,
};

test("a visitor sees the server, its address and the offline notice when the game server is down", async ({ page }) => {
  const status = page.waitForResponse("**/api/server-status/");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Bastion E2E" })).toBeVisible();
  expect(await (await status).json()).toMatchObject({ online: false, players: { online: 0, max: 0 } });
  const card = page.getByRole("region", { name: "Server status" });
  await expect(card.getByText("Server is offline for maintenance")).toBeVisible();
  await expect(card.getByText("Offline", { exact: true })).toBeVisible();
  await expect(page.getByText("play.bastion.test")).toBeVisible();
  await expect(page.getByRole("link", { name: "Join our Discord" })).toHaveAttribute("href", "/discord/");
  await expect(page.getByRole("heading", { name: "How to join" })).toBeVisible();
});

test("the copy button copies the address and says Copied for 2 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await expectCopiedForTwoSeconds(page, page.getByRole("button", { name: "Copy", exact: true }));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("play.bastion.test");
});

test("an online server shows players, the coloured MOTD and its icon, under the CSP", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route("**/api/server-status/", (route) => route.fulfill({ json: ONLINE }));
  await page.goto("/");
  const card = page.getByRole("region", { name: "Server status" });
  await expect(card.getByText("37 / 100 players online")).toBeVisible();
  await expect(card.getByText("Online", { exact: true })).toBeVisible();
  await expect(card.getByText("Bastion", { exact: true })).toHaveCSS("color", "rgb(255, 170, 0)");
  await expect(card.getByText("Season 4 is live!")).toHaveCSS("color", "rgb(85, 255, 85)");
  const icon = card.getByRole("img", { name: "Server icon" });
  await expect(icon).toHaveAttribute("src", ONLINE.icon);
  expect(await icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(card.getByText("Paper 1.21.4")).toBeVisible();
  expect(errors.filter((text) => text.includes("Content Security Policy"))).toEqual([]);
});

test("the status request failing twice shows 'Error fetching server info'", async ({ page }) => {
  let requests = 0;
  await page.route("**/api/server-status/", (route) => {
    requests += 1;
    return route.fulfill({ status: 500, json: { message: "Unexpected error" } });
  });
  await page.goto("/");
  await expect(page.getByRole("alert").filter({ hasText: "Error fetching server info" })).toBeVisible({
    timeout: 10_000,
  });
  expect(requests).toBe(2);
});

test("on a phone the home page fits the screen, address and status card included", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByText("Server is offline for maintenance")).toBeVisible();
  const copy = page.getByRole("button", { name: "Copy" });
  await expect(copy).toBeInViewport();
  const box = await copy.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
