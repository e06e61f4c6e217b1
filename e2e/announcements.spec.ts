import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { XSS_COMMENTS, XSS_CONTENT, XSS_VECTORS } from "../apps/server/test/fixtures/xss-vectors";
import { createUser, type E2EUser, signIn } from "./support/accounts";
import { apiAs } from "./support/site-fixtures";

// Announcements in the browser: staff write in the real editor, readers comment, editors edit,
// deleters delete, and none of the well-known XSS payloads runs on the detail page.

// Each test makes its users with the real CLI (a few seconds each on a busy machine).
test.describe.configure({ timeout: 90_000 });

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A separate signed-in API client (its own cookies), for setting up data as another user. */
const apiAsUser = (user: E2EUser) => apiAs(test.info().project.use.baseURL ?? "", user);

async function createAnnouncement(api: Api, body: { title: string; introduction: string; content: string }) {
  const answer = await api.post<{ announcement_id: number }>("/announcements/api/create/", body);
  return answer.announcement_id;
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function typeInEditor(page: Page, text: string) {
  await page.keyboard.type(text, { delay: 5 });
}

test("staff write an announcement in the editor; it shows in the grid and on its page", async ({ page }) => {
  const staff = createUser({ prefix: "writer", permissions: ["announcements.create"] });
  const title = unique("Season five");
  await page.goto("/");
  await signIn(page, staff);
  await page.goto("/announcements/");
  await page.getByRole("link", { name: "Create Announcement" }).click();
  await expect(page).toHaveURL(/\/announcements\/create\/$/);
  await expect(page.getByRole("heading", { name: "Create Announcement" })).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await expect(page.getByText(`${75 - title.length} characters remaining`)).toBeVisible();
  await page.getByLabel("Introduction").fill("A fresh map, new ranks and a new economy.");

  const editor = page.getByRole("textbox", { name: "Content" });
  await editor.click();
  await page.getByRole("button", { name: "H2 heading" }).click();
  await typeInEditor(page, "What changes");
  await page.keyboard.press("Enter");
  await typeInEditor(page, "Everything is ");
  await page.getByRole("button", { name: "Bold" }).click();
  await typeInEditor(page, "brand new");
  await page.getByRole("button", { name: "Bold" }).click();
  await typeInEditor(page, ". Read the ");
  await page.getByRole("button", { name: "Link" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Insert link" });
  await linkDialog.getByLabel("Address").fill("javascript:alert(1)");
  await linkDialog.getByRole("button", { name: "Insert" }).click();
  await expect(linkDialog.getByText("Start with https://, http:// or mailto:.")).toBeVisible();
  await linkDialog.getByLabel("Address").fill("https://example.org/rules");
  await linkDialog.getByLabel("Text to show (optional)").fill("rules");
  await linkDialog.getByRole("button", { name: "Insert" }).click();
  await expect(linkDialog).toBeHidden();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "List, bulleted" }).click();
  await typeInEditor(page, "New spawn");
  await page.keyboard.press("Enter");
  await typeInEditor(page, "New ranks");

  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Card picture (optional)")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await expect(page.getByAltText("Card picture preview")).toBeVisible();

  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Announcement successfully created")).toBeVisible();
  await expect(page).toHaveURL(/\/announcements\/\d+\/$/);
  const detailUrl = page.url();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`By ${staff.username}`)).toBeVisible();
  const content = page.locator(".announcement-content");
  await expect(content.getByRole("heading", { level: 2, name: "What changes" })).toBeVisible();
  await expect(content.locator("strong")).toHaveText("brand new");
  const link = content.getByRole("link", { name: "rules" });
  await expect(link).toHaveAttribute("href", "https://example.org/rules");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(content.getByRole("listitem")).toHaveText(["New spawn", "New ranks"]);
  await expect(page.getByText(/Edited by/)).toHaveCount(0);

  await page.goto("/announcements/");
  const card = page.locator("article.announcement-card", { hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("A fresh map, new ranks and a new economy.")).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /^\/media\/announcements\/[0-9a-f]+\.webp$/);
  await expect(card.locator("img")).toHaveJSProperty("naturalWidth", 1200);
  await card.getByRole("link", { name: `Read more: ${title}` }).click();
  await expect(page).toHaveURL(detailUrl);
});

test("a user comments and deletes the comment; visitors are asked to sign in", async ({ page }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const api = await apiAsUser(owner);
  const id = await createAnnouncement(api, {
    title: unique("Build contest"),
    introduction: "Show us your best castle.",
    content: "<p>Entries close Sunday.</p>",
  });
  await api.context.dispose();

  await page.goto(`/announcements/${id}/`);
  await expect(page.getByText("Sign in or Register to post a comment")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    `/login/?next=${encodeURIComponent(`/announcements/${id}/`)}`,
  );

  const player = createUser({ prefix: "commenter" });
  await signIn(page, player);
  await page.reload();
  const box = page.getByLabel("Add a comment");
  await box.fill("Count me in!\nI'll bring a <b>castle</b>.");
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByText("Successfully posted comment")).toBeVisible();
  const comment = page.locator(".announcement-comment", { hasText: "Count me in!" });
  await expect(comment).toContainText(player.username);
  await expect(comment.locator(".comment-text")).toHaveText("Count me in!\nI'll bring a <b>castle</b>.");
  await expect(box).toHaveValue("");

  await comment.getByRole("button", { name: `Delete comment by ${player.username}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete comment" });
  await expect(dialog).toContainText("Are you sure you want to delete this comment?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Comment deleted successfully")).toBeVisible();
  await expect(page.locator(".announcement-comment")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("No comments yet.")).toBeVisible();
});

test("an editor changes the text in the editor and saves it", async ({ page }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const api = await apiAsUser(owner);
  const id = await createAnnouncement(api, {
    title: unique("Old title"),
    introduction: "Old introduction.",
    content: "<p>Old body text.</p>",
  });
  await api.context.dispose();

  const editorUser = createUser({ prefix: "editor", permissions: ["announcements.edit"] });
  await page.goto("/");
  await signIn(page, editorUser);
  await page.goto(`/announcements/${id}/`);
  await expect(page.getByRole("button", { name: "Delete announcement" })).toHaveCount(0);
  await page.getByRole("link", { name: "Edit announcement" }).click();
  await expect(page.getByRole("heading", { name: "Edit announcement" })).toBeVisible();
  const title = page.getByLabel("Title");
  await expect(title).toHaveValue(/^Old title/);
  const newTitle = unique("New title");
  await title.fill(newTitle);
  const editor = page.getByRole("textbox", { name: "Content" });
  await expect(editor).toHaveText("Old body text.");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await typeInEditor(page, "Brand new body text.");
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("Announcement successfully edited")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/announcements/${id}/$`));
  await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
  await expect(page.locator(".announcement-content")).toHaveText("Brand new body text.");
  await expect(page.getByText("Old body text.")).toHaveCount(0);
});

test("a deleter deletes an announcement after confirming and it leaves the grid", async ({ page }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const api = await apiAsUser(owner);
  const title = unique("Doomed news");
  const id = await createAnnouncement(api, { title, introduction: "Soon gone.", content: "<p>Bye.</p>" });
  await api.context.dispose();

  const deleter = createUser({ prefix: "deleter", permissions: ["announcements.delete"] });
  await page.goto("/");
  await signIn(page, deleter);
  await page.goto(`/announcements/${id}/`);
  await expect(page.getByRole("link", { name: "Edit announcement" })).toHaveCount(0);
  await page.getByRole("button", { name: "Delete announcement" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete announcement" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete announcement" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Announcement deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/announcements\/$/);
  await expect(page.locator("article.announcement-card", { hasText: title })).toHaveCount(0);
  await page.goto(`/announcements/${id}/`);
  await expect(page.getByText("Sorry, the page you are looking for does not exist, or has been moved.")).toBeVisible();
});

test("a plain user sees no staff tools and the create page is forbidden", async ({ page }) => {
  const player = createUser({ prefix: "plain" });
  await page.goto("/");
  await signIn(page, player);
  await page.goto("/announcements/");
  await expect(page.getByRole("heading", { name: "Announcements" })).toBeVisible();
  await expect(page.getByRole("link", { name: "RSS" })).toHaveAttribute("href", "/announcements/feed.xml");
  await expect(page.getByRole("link", { name: "Create Announcement" })).toHaveCount(0);
  await page.goto("/announcements/create/");
  await expect(page.getByText("403 Access Forbidden")).toBeVisible();
});

test("none of the XSS payloads runs on the detail page or the grid", async ({ page }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const api = await apiAsUser(owner);
  const id = await createAnnouncement(api, {
    title: XSS_VECTORS["img onerror"] ?? "",
    introduction: XSS_VECTORS["script tag"] ?? "",
    content: `<p>Before the payloads.</p>${Object.values(XSS_VECTORS).join("")}`,
  });
  // The same vectors again through the edit call, and every one as a comment.
  const edited = await createAnnouncement(api, { title: "Edited XSS", introduction: "x", content: "<p>x</p>" });
  await api.post(`/announcements/api/edit/${edited}/`, {
    title: "Edited XSS",
    introduction: "x",
    content: XSS_CONTENT,
  });
  for (const comment of XSS_COMMENTS)
    await api.post("/announcements/api/comment/post/", { announcement_id: id, comment });
  await api.context.dispose();

  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  /** Nothing ran on the page now open: no dialog and no flag set by a payload. */
  const expectNothingRan = async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
  };

  for (const path of [`/announcements/${id}/`, `/announcements/${edited}/`]) {
    await page.goto(path);
    const content = page.locator(".announcement-content");
    await expect(content).toBeVisible();
    // Hover and click what the payloads hung handlers on, then give timers and image errors time to fire.
    for (const paragraph of await content.locator("p").all()) await paragraph.hover();
    for (const anchor of await content.locator("a:not([href])").all()) await anchor.click();
    await page.waitForTimeout(500);

    const found = await content.evaluate((root) => {
      const all = [...root.querySelectorAll("*")];
      return {
        tags: [...new Set(all.map((element) => element.tagName.toLowerCase()))].sort(),
        handlers: all.flatMap((element) =>
          [...element.attributes].filter((attribute) => attribute.name.startsWith("on")).map((a) => a.name),
        ),
        styled: all.filter((element) => element.hasAttribute("style")).length,
        badUrls: all
          .flatMap((element) => [element.getAttribute("href"), element.getAttribute("src")])
          .filter((url): url is string => url !== null && !/^(https:\/\/|http:\/\/|mailto:|\/media\/)/.test(url)),
        linksWithoutRel: root.querySelectorAll('a[href]:not([rel="noopener noreferrer nofollow"])').length,
      };
    });
    const allowed = [
      "a",
      "blockquote",
      "br",
      "code",
      "em",
      "h2",
      "h3",
      "h4",
      "hr",
      "img",
      "li",
      "ol",
      "p",
      "pre",
      "s",
      "strong",
      "u",
      "ul",
    ];
    expect(found.tags.filter((tag) => !allowed.includes(tag))).toEqual([]);
    expect(found.handlers).toEqual([]);
    expect(found.styled).toBe(0);
    expect(found.badUrls).toEqual([]);
    expect(found.linksWithoutRel).toBe(0);
    await expect(
      page.locator(
        "script:not([src]):not(#site-config):not(head > #theme-boot), iframe, object, embed, svg:not([aria-hidden])",
      ),
    ).toHaveCount(0);
    await expectNothingRan();
  }

  // Title and comments are text: the payloads show as written and never become elements.
  await page.goto(`/announcements/${id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(XSS_VECTORS["img onerror"] ?? "");
  for (const comment of XSS_COMMENTS) {
    await expect(page.locator(".comment-text").filter({ hasText: comment }).first()).toHaveText(comment);
  }
  await page.waitForTimeout(300);
  await expectNothingRan();
  await page.goto("/announcements/");
  await expect(page.locator("article.announcement-card").first()).toBeVisible();
  await page.waitForTimeout(300);
  await expectNothingRan();
});
