import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anonymous, renderApp, signedIn } from "../../../../test/render";

const creator = signedIn({ permissions: ["announcements.create"] });
const editor = signedIn({ permissions: ["announcements.edit"] });

const editable = {
  id: 7,
  title: "Season 5",
  introduction: "A new map.",
  content: "<p>Everything is <strong>new</strong>.</p>",
  img: null,
};

describe("announcement create and edit pages", () => {
  it("needs sign-in, then the create permission", async () => {
    const first = renderApp("/announcements/create/", { user: anonymous });
    // The first visit loads the editor's lazy chunk (TipTap), which takes a moment in jsdom.
    expect(await screen.findByText("User account needed", {}, { timeout: 10_000 })).toBeInTheDocument();
    first.unmount();
    renderApp("/announcements/create/", { user: signedIn() });
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
  });

  it("counts the characters left and turns red at 20 (title) and 50 (introduction) or fewer", async () => {
    renderApp("/announcements/create/", { user: creator });
    const title = await screen.findByLabelText("Title");
    expect(screen.getByRole("textbox", { name: "Content" })).toBeInTheDocument();
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeInTheDocument();
    expect(screen.getByText("75 characters remaining")).toBeInTheDocument();
    fireEvent.change(title, { target: { value: "x".repeat(54) } });
    expect(screen.getByText("21 characters remaining")).not.toHaveClass("text-danger");
    fireEvent.change(title, { target: { value: "x".repeat(55) } });
    expect(screen.getByText("20 characters remaining")).toHaveClass("text-danger");
    const introduction = screen.getByLabelText("Introduction");
    fireEvent.change(introduction, { target: { value: "y".repeat(199) } });
    expect(screen.getByText("51 characters remaining")).not.toHaveClass("text-danger");
    fireEvent.change(introduction, { target: { value: "y".repeat(200) } });
    expect(screen.getByText("50 characters remaining")).toHaveClass("text-danger");
    // The content is still blank: nothing to create yet.
    expect(screen.getByRole("button", { name: "Create" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/announcements/");
  });

  it("shows the 403 page when the server refuses the edit form", async () => {
    renderApp("/announcements/edit/7/", {
      user: signedIn(),
      handler: (url) =>
        url.pathname === "/announcements/api/edit/7/"
          ? { status: 403, body: { message: "You do not have permission to do that." } }
          : undefined,
    });
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
  });

  it("starts from the stored announcement and saves the changes", async () => {
    const saved: unknown[] = [];
    const { router } = renderApp("/announcements/edit/7/", {
      user: editor,
      handler: (url, init) => {
        if (url.pathname !== "/announcements/api/edit/7/") return undefined;
        if (init?.method === "POST") {
          saved.push(JSON.parse(String(init.body)));
          return { body: { announcement_id: 7 } };
        }
        return { body: editable };
      },
    });
    const title = await screen.findByLabelText("Title");
    expect(title).toHaveValue("Season 5");
    expect(screen.getByLabelText("Introduction")).toHaveValue("A new map.");
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Content" })).toHaveTextContent("Everything is new."),
    );
    await userEvent.clear(title);
    await userEvent.type(title, "Season 6");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Announcement successfully edited")).toBeInTheDocument();
    expect(saved).toEqual([
      { title: "Season 6", introduction: "A new map.", content: "<p>Everything is <strong>new</strong>.</p>" },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/announcements/7/"));
  });

  it("shows the server's field errors and the spec's message when the save fails", async () => {
    renderApp("/announcements/edit/7/", {
      user: editor,
      handler: (url, init) => {
        if (url.pathname !== "/announcements/api/edit/7/") return undefined;
        if (init?.method === "POST") {
          return {
            status: 400,
            body: { message: "Please correct the highlighted fields.", errors: { title: ["Title is required."] } },
          };
        }
        return { body: editable };
      },
    });
    await screen.findByLabelText("Title");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Title is required.")).toBeInTheDocument();
    expect(screen.getByText("Please correct the highlighted fields.")).toBeInTheDocument();
  });
});
