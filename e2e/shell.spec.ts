import { expect, test } from "@playwright/test";

test("the home page shows the navbar, the server address and the footer", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Bastion E2E" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Punished Players" })).toBeVisible();
  await expect(page.getByText("play.bastion.test")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
});

test("a deep link opens its page directly", async ({ page }) => {
  const response = await page.goto("/privacy-policy/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cookies" })).toBeVisible();
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/this/does/not/exist/");
  await expect(page.getByText("Sorry, the page you are looking for does not exist, or has been moved.")).toBeVisible();
  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown API path is a JSON 404, not the web app", async ({ request }) => {
  const response = await request.get("/users/api/does-not-exist/");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: "Not found.", code: "not_found" });
});

test("the error pages show their titles", async ({ page }) => {
  await page.goto("/error/403/");
  await expect(page.getByRole("heading", { name: "403 Access Forbidden" })).toBeVisible();
  await page.goto("/error/must-be-logged-in/");
  await expect(page.getByRole("heading", { name: "User account needed" })).toBeVisible();
});

test("the leaving-site interstitial moves on only to the site's own external links", async ({ page }) => {
  await page.route("https://store.example/**", (route) =>
    route.fulfill({ body: "<h1>store</h1>", contentType: "text/html" }),
  );
  await page.goto("/leaving/?to=https%3A%2F%2Fevil.example%2F");
  await expect(page.getByText("This link goes to another website we do not control")).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(/\/leaving\//);
  await page.goto("/");
  await page.getByRole("link", { name: "Store" }).click();
  await expect(page).toHaveURL("https://store.example/", { timeout: 5000 });
});

test("responses carry a CSP with no inline script, and the app runs under it", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/coming-soon/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { name: "Coming soon" })).toBeVisible();
  expect(errors.filter((text) => text.includes("Content Security Policy"))).toEqual([]);
});

test("on a phone the menu collapses behind a toggle", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Announcements", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await expect(page.getByRole("link", { name: "Announcements", exact: true })).toBeVisible();
});
