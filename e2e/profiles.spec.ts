import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { createUser, csrfHeaders, signIn } from "./support/accounts";

// Each account is made with the real CLI (a few seconds each), so these walks get more time.
test.describe.configure({ timeout: 60_000 });

/** A real PNG, wider than tall, so the server has something to crop. */
const picture = () =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: "#e76f51" } })
    .png()
    .toBuffer();

test("a user edits their profile with a picture, sees it on /profile/ and in the navbar, and another user views it", async ({
  page,
}) => {
  const user = createUser({ prefix: "prof" });
  await page.goto("/");
  await signIn(page, user);

  await page.goto("/profile/edit/");
  await page.getByLabel("Minecraft username").fill("Builder_42");
  await page.getByLabel("Discord username").fill("builder.fortytwo");
  await page.getByLabel("About me").fill("I build castles.\nMostly at night.");
  await expect(page.getByText(`${280 - 33} characters remaining`)).toBeVisible();
  await page.getByLabel("Profile picture").setInputFiles({
    name: "castle.png",
    mimeType: "image/png",
    buffer: await picture(),
  });
  const preview = page.getByTestId("avatar-preview");
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await expect(preview).toHaveCSS("object-fit", "cover");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect(page).toHaveURL(/\/profile\/$/);
  await expect(page.getByText("Successfully modified")).toBeVisible();
  const shown = page.getByAltText(`${user.username}'s profile picture`);
  await expect(shown).toHaveAttribute("src", /^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
  const src = await shown.getAttribute("src");
  expect(await shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([250, 250]);
  await expect(page.getByText("Builder_42")).toBeVisible();
  await expect(page.getByText("builder.fortytwo")).toBeVisible();
  await expect(page.getByText("I build castles.")).toBeVisible();
  const navbarAvatar = page.getByRole("button", { name: `Open the menu of ${user.username}` }).locator("img");
  await expect(navbarAvatar).toHaveAttribute("src", src ?? "");

  // Another member looks at it.
  await page.context().clearCookies();
  const viewer = createUser({ prefix: "viewer" });
  await signIn(page, viewer);
  await page.goto(`/profile/${user.username}/`);
  await expect(page.getByRole("heading", { name: user.username })).toBeVisible();
  await expect(page.getByAltText(`${user.username}'s profile picture`)).toHaveAttribute("src", src ?? "");
  await expect(page.getByText("Member", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit profile" })).toHaveCount(0);

  // Their own name in the path goes to /profile/.
  await page.goto(`/profile/${viewer.username.toUpperCase()}/`);
  await expect(page).toHaveURL(/\/profile\/$/);
  await expect(page.getByRole("heading", { name: viewer.username })).toBeVisible();
});

test("a bad picture's message goes as soon as a good picture is chosen, and is not there after saving", async ({
  page,
}) => {
  const user = createUser({ prefix: "pic" });
  await page.goto("/");
  await signIn(page, user);
  await page.goto("/profile/edit/");
  const input = page.getByLabel("Profile picture");
  await input.setInputFiles({ name: "spin.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  const problem = page.getByText("Choose a .jpg, .jpeg, .png picture.");
  await expect(problem).toBeVisible();
  await input.setInputFiles({ name: "castle.png", mimeType: "image/png", buffer: await picture() });
  await expect(problem).toBeHidden();
  await expect(input).not.toHaveClass(/is-invalid/);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/$/);
  await expect(page.getByText("Successfully modified")).toBeVisible();
  await page.goto("/profile/edit/");
  await expect(page.getByLabel("Minecraft username")).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test("a non-owner gets the 403 page on someone else's edit page; the owner edits it", async ({ page }) => {
  const target = createUser({ prefix: "target" });
  const plain = createUser({ prefix: "plain" });
  await page.goto("/");
  await signIn(page, plain);
  await page.goto(`/profile/${target.username}/edit/`);
  await expect(page.getByRole("heading", { name: "403 Access Forbidden" })).toBeVisible();

  await page.context().clearCookies();
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  await signIn(page, owner);
  await page.goto(`/profile/${target.username}/`);
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page.getByLabel("Profile picture")).toHaveAttribute("accept", ".jpg,.jpeg,.png,.gif");
  await page.getByLabel("About me").fill("Tidied up by the owner.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${target.username}/$`));
  await expect(page.getByText("Tidied up by the owner.")).toBeVisible();
});

test("a visitor sees the login-needed page on profile pages", async ({ page }) => {
  for (const path of ["/profile/", "/profile/edit/", "/profile/someone/", "/profile/someone/edit/"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "User account needed" })).toBeVisible();
  }
});

test("changing the password keeps this session and refuses the old password", async ({ page }) => {
  const user = createUser({ prefix: "pw" });
  await page.goto("/");
  await signIn(page, user);
  await page.goto("/profile/edit/");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("All fields are required.")).toBeVisible();

  const next = "quiet-harbour-lantern-93";
  await page.getByLabel("Current password").fill(user.password);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Confirm new password").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await page.goto("/profile/");
  await expect(page.getByRole("heading", { name: user.username })).toBeVisible();
  const old = await page.request.post("/users/api/login/", {
    data: { email: user.email, password: user.password },
    headers: await csrfHeaders(page),
  });
  expect(old.status()).toBe(401);
});
