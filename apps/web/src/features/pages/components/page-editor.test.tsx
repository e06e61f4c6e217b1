import type { PageDetail } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 30: the owner writes a page in the console with the announcements' editor: address from the
// title, who may see it (groups from the site's), draft or published; edits keep revisions.

const owner = signedIn({ username: "TheOwner", groups: ["owner"] });

const detail = (overrides: Partial<PageDetail> = {}): PageDetail => ({
  id: 4,
  slug: "build-guide",
  title: "Build guide",
  content: "<p>Use the plots.</p>",
  visibility: "groups",
  groups: ["builders"],
  published: true,
  created_at: "2026-11-27T10:00:00.000Z",
  created_by: "TheOwner",
  updated_at: "2026-11-28T10:00:00.000Z",
  updated_by: "TheOwner",
  ...overrides,
});

function pagesServer(start: PageDetail = detail()) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let current = start;
  const handler = (url: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === "/admin/api/groups/") return { body: { groups: ["administrators", "builders", "owner"] } };
    if (url.pathname === "/admin/api/pages/" && method === "POST") {
      sent.push({ method, path: url.pathname, body });
      current = { ...current, ...body, id: 9 };
      return { status: 201, body: { message: `“${body.title}” is saved as a draft.`, page: current } };
    }
    if (url.pathname === "/admin/api/pages/") return { body: { pages: [], page: 1, page_count: 1, total: 0 } };
    if (url.pathname === `/admin/api/pages/${current.id}/` && method === "GET") return { body: current };
    if (url.pathname === `/admin/api/pages/${current.id}/` && method === "POST") {
      sent.push({ method, path: url.pathname, body });
      if (body.slug === "taken")
        return {
          status: 409,
          body: {
            message: "Another page has that slug.",
            errors: { slug: ["Another page has that slug: choose another."] },
          },
        };
      current = { ...current, ...body, updated_at: "2026-11-28T11:00:00.000Z" };
      return { body: { message: `Saved “${current.title}”.`, page: current } };
    }
    if (url.pathname === `/admin/api/pages/${current.id}/revisions/`) {
      return {
        body: {
          revisions: [
            {
              id: 12,
              title: "Build guide",
              visibility: "groups",
              author: "TheOwner",
              created_at: "2026-11-28T10:00:00.000Z",
            },
            { id: 11, title: "Building", visibility: "everyone", author: null, created_at: "2026-11-27T10:00:00.000Z" },
          ],
          page: 1,
          page_count: 1,
          total: 2,
        },
      };
    }
    return undefined;
  };
  return { handler, sent };
}

/** The editor's lazy chunk (TipTap) takes a moment in jsdom. */
const content = () => screen.findByRole("textbox", { name: "Content" }, { timeout: 10_000 });

describe("a new page", () => {
  it("fills the address from the title, asks for groups when restricted, and sends a draft", async () => {
    const { handler, sent } = pagesServer();
    const { router } = renderApp("/admin/pages/new/", { user: owner, handler });
    const editor = await content();
    await userEvent.type(screen.getByLabelText("Title"), "Server Rules & FAQ");
    expect(screen.getByLabelText("Address")).toHaveValue("server-rules-faq");
    // jsdom cannot type into the editor's surface; a picture by its address is content too.
    await userEvent.click(screen.getByRole("button", { name: "Image" }));
    const dialog = await screen.findByRole("dialog", { name: "Insert image" });
    // Pages keep no uploaded pictures: the dialog asks for an address only.
    expect(within(dialog).queryByText("Upload a picture")).toBeNull();
    await userEvent.type(within(dialog).getByLabelText("The picture's address"), "https://img.example/spawn.png");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    await waitFor(() => expect(editor.querySelector("img")).not.toBeNull());
    const create = screen.getByRole("button", { name: "Create page" });
    expect(create).toBeEnabled();

    await userEvent.click(screen.getByLabelText("Chosen groups"));
    const groups = screen.getByRole("group", { name: "Groups" });
    // The owner reads every page: not a choice.
    expect(within(groups).queryByLabelText("owner")).toBeNull();
    expect(create).toBeDisabled();
    await userEvent.click(await within(groups).findByLabelText("builders"));
    expect(create).toBeEnabled();
    expect(screen.getByLabelText(/^Draft/)).toBeChecked();

    await userEvent.click(create);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      title: "Server Rules & FAQ",
      slug: "server-rules-faq",
      content: expect.stringContaining('<img src="https://img.example/spawn.png"'),
      visibility: "groups",
      groups: ["builders"],
      published: false,
    });
    expect(await screen.findByText("“Server Rules & FAQ” is saved as a draft.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/pages/9/"));
  });

  it("says what is wrong with a slug before it is sent, and has one primary button", async () => {
    const { handler } = pagesServer();
    renderApp("/admin/pages/new/", { user: owner, handler });
    await content();
    const address = screen.getByLabelText("Address");
    await userEvent.type(address, "Rules");
    expect(address).toHaveAccessibleDescription(/Use lower-case letters, digits and single dashes between them./);
    await userEvent.clear(address);
    await userEvent.type(address, "admin");
    expect(screen.getByText("That slug is reserved: choose another.")).toBeInTheDocument();
    expect(document.querySelectorAll("main .btn-primary")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveClass("btn-secondary");
  });
});

describe("editing a page", () => {
  it("loads the page with its groups and revisions, saves a change, and shows the server's slug error", async () => {
    const { handler, sent } = pagesServer();
    renderApp("/admin/pages/4/", { user: owner, handler });
    await content();
    expect(screen.getByLabelText("Title")).toHaveValue("Build guide");
    expect(screen.getByLabelText("Chosen groups")).toBeChecked();
    expect(await screen.findByLabelText("builders")).toBeChecked();
    const revisions = screen.getByRole("region", { name: "Revisions" });
    expect(within(revisions).getAllByRole("row")).toHaveLength(3);
    expect(within(revisions).getByText("the site")).toBeInTheDocument();

    const address = screen.getByLabelText("Address");
    await userEvent.clear(address);
    await userEvent.type(address, "taken");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Another page has that slug: choose another.")).toBeInTheDocument();

    await userEvent.clear(address);
    await userEvent.type(address, "build-guide");
    await userEvent.click(screen.getByLabelText(/^Draft/));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ slug: "build-guide", published: false, groups: ["builders"] });
    expect(await screen.findByText("Saved “Build guide”.")).toBeInTheDocument();
  });

  it("asks before deleting the page", async () => {
    const { handler } = pagesServer();
    renderApp("/admin/pages/4/", { user: owner, handler });
    await content();
    await userEvent.click(screen.getByRole("button", { name: "Delete page" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete page" });
    expect(
      within(dialog).getByText(/Are you sure you want to delete “Build guide” and its revisions\?/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
