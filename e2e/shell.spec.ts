import { expect, test } from "@playwright/test";

test("the home page shows the navbar, the server address and the footer", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Bastion E2E" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Punished players" })).toBeVisible();
  await expect(page.getByText("play.bastion.test")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
});

test("a deep link opens its page directly", async ({ page }) => {
  const response = await page.goto("/privacy-policy/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Privacy policy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cookies" })).toBeVisible();
});

test("an unknown path shows the 404 page, and answers 404 so search engines and monitors see it too", async ({
  page,
}) => {
  const response = await page.goto("/this/does/not/exist/");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Sorry, the page you are looking for does not exist, or has been moved.")).toBeVisible();
  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown API path is a JSON 404, not the web app", async ({ request }) => {
  const response = await request.get("/users/api/does-not-exist/");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: "Not found.", code: "not_found" });
});

test("the error pages show their titles and answer their statuses", async ({ page }) => {
  for (const [path, title, status] of [
    ["/error/403/", "403 Access Forbidden", 403],
    ["/error/400/", "Bad request", 400],
    ["/error/500/", "Unexpected Error Occurred", 500],
    // A page for signed-in users answers 200: only the browser knows who is looking.
    ["/error/must-be-logged-in/", "User account needed", 200],
    ["/profile/", "User account needed", 200],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
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
