import type { AnnouncementComment, AnnouncementView } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

const created = "2026-11-21T18:00:00.000Z";
const later = (seconds: number) => new Date(Date.parse(created) + seconds * 1000).toISOString();

const comment = (id: number, overrides: Partial<AnnouncementComment> = {}): AnnouncementComment => ({
  id,
  author: `player${id}`,
  user_profile_img: null,
  comment: `Comment number ${id}`,
  created_at: created,
  can_delete: false,
  rank_badge: null,
  ...overrides,
});

function view(overrides: Partial<AnnouncementView> = {}, announcement: Partial<AnnouncementView["announcement"]> = {}) {
  return {
    announcement: {
      id: 7,
      title: "Season 5 starts Friday",
      introduction: "A new map.",
      content: '<h2>What changes</h2><p>Everything <a href="https://example.org">new</a>.</p>',
      img: null,
      author: "Steve",
      user_profile_img: null,
      created_at: created,
      updated_at: created,
      updated_by: "Steve",
      updated_by_profile_img: null,
      ...announcement,
    },
    comments: [],
    comments_has_more: false,
    can_edit: false,
    can_delete: false,
    ...overrides,
  } satisfies AnnouncementView;
}

type Answer = { status?: number; body?: unknown };

function detailServer(
  body: AnnouncementView,
  extra: (url: URL, init?: RequestInit) => Answer | undefined = () => undefined,
) {
  return (url: URL, init?: RequestInit) => {
    if (url.pathname === "/announcements/api/view/7/") return { body };
    if (url.pathname === "/announcements/api/comments/7/" && !url.searchParams.has("before"))
      return { body: { comments: body.comments, has_more: body.comments_has_more } };
    return extra(url, init);
  };
}

describe("announcement detail page", () => {
  it("shows the title, author, posted date and the server's HTML", async () => {
    renderApp("/announcements/7/", { handler: detailServer(view()) });
    expect(await screen.findByRole("heading", { level: 1, name: "Season 5 starts Friday" })).toBeInTheDocument();
    expect(screen.getByText("Steve")).toBeInTheDocument();
    expect(screen.getByText(/^Posted /)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "What changes" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "new" })).toHaveAttribute("href", "https://example.org");
    expect(screen.queryByText(/Edited by/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit announcement" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete announcement" })).not.toBeInTheDocument();
  });

  it("shows a commenter's rank badge in its colour, with readable text and the rank's name for screen readers", async () => {
    const comments = [
      comment(1, { author: "ModAmy", rank_badge: { name: "moderator", badge: "Mod", colour: "#22aa55" } }),
      comment(2, { author: "AdminBob", rank_badge: { name: "administrators", badge: null, colour: "#1b2a6b" } }),
      comment(3, { author: "PlainPat" }),
    ];
    renderApp("/announcements/7/", { handler: detailServer(view({ comments })) });
    const mod = await screen.findByTitle("Rank: moderator");
    expect(mod).toHaveTextContent("Mod");
    expect(mod).toHaveStyle({ backgroundColor: "#22aa55", color: "#000000" });
    expect(within(mod).getByText("Rank: moderator")).toHaveClass("visually-hidden");
    // No badge text: the name; white on the dark blue.
    const admin = screen.getByTitle("Rank: administrators");
    expect(admin).toHaveStyle({ color: "#ffffff" });
    expect(within(admin).getByText("administrators")).toBeInTheDocument();
    const plain = screen.getByText("Comment number 3").closest("li");
    expect(plain?.querySelector(".rank-pill")).toBeNull();
  });

  it("shows the edited-by footer only when updated more than 60 seconds after creation", async () => {
    const first = renderApp("/announcements/7/", {
      handler: detailServer(view({}, { updated_at: later(60), updated_by: "Alex" })),
    });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText(/Edited by/)).not.toBeInTheDocument();
    first.unmount();
    renderApp("/announcements/7/", { handler: detailServer(view({}, { updated_at: later(61), updated_by: "Alex" })) });
    const footer = await screen.findByText(/Edited by/);
    expect(footer).toHaveTextContent("Edited by Alex on");
  });

  it("asks visitors to sign in or register to comment", async () => {
    renderApp("/announcements/7/", { handler: detailServer(view()) });
    const prompt = await screen.findByText(/to post a comment/);
    expect(prompt).toHaveTextContent("Sign in or Register to post a comment");
    expect(within(prompt).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login/?next=%2Fannouncements%2F7%2F",
    );
    expect(within(prompt).getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register/");
    expect(screen.queryByLabelText("Add a comment")).not.toBeInTheDocument();
  });

  it("lets a signed-in user post a comment", async () => {
    const posted: unknown[] = [];
    renderApp("/announcements/7/", {
      user: signedIn(),
      handler: detailServer(view(), (url, init) => {
        if (url.pathname !== "/announcements/api/comment/post/") return undefined;
        posted.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { comment: comment(99) } };
      }),
    });
    const box = await screen.findByLabelText("Add a comment");
    const button = screen.getByRole("button", { name: "Post comment" });
    expect(button).toBeDisabled();
    await userEvent.type(box, "  See you there  ");
    expect(screen.getByText("987 characters remaining")).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText("Successfully posted comment")).toBeInTheDocument();
    expect(posted).toEqual([{ announcement_id: 7, comment: "  See you there  " }]);
    expect(box).toHaveValue("");
  });

  it("shows the server's flood-control message and keeps the unsent text", async () => {
    renderApp("/announcements/7/", {
      user: signedIn(),
      handler: detailServer(view(), (url) =>
        url.pathname === "/announcements/api/comment/post/"
          ? { status: 429, body: { message: "You are posting comments too quickly. Please try again in 40 seconds." } }
          : undefined,
      ),
    });
    const box = await screen.findByLabelText("Add a comment");
    await userEvent.type(box, "One more thing");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(
      await screen.findByText("You are posting comments too quickly. Please try again in 40 seconds."),
    ).toBeInTheDocument();
    expect(box).toHaveValue("One more thing");
  });

  it("deletes a comment after confirming", async () => {
    let deleted = "";
    const mine = comment(5, { author: "Steve", can_delete: true });
    let comments = [mine, comment(4)];
    renderApp("/announcements/7/", {
      user: signedIn(),
      handler: (url, init) => {
        if (url.pathname === "/announcements/api/view/7/") return { body: view() };
        if (url.pathname === "/announcements/api/comments/7/") return { body: { comments, has_more: false } };
        if (init?.method === "DELETE") {
          deleted = url.pathname;
          comments = comments.filter((c) => c.id !== 5);
          // The fake server answers JSON; a Response cannot carry a body with 204.
          return { status: 200 };
        }
        return undefined;
      },
    });
    // The first step of comments comes with the announcement; this view has none, the comments call has two.
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "Delete comment by player4" })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Delete comment by Steve" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this comment?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Comment deleted successfully")).toBeInTheDocument();
    expect(deleted).toBe("/announcements/api/comment/delete/5/");
    await waitFor(() => expect(screen.queryByText("Comment number 5")).not.toBeInTheDocument());
  });

  it("loads older comments in steps", async () => {
    const first = Array.from({ length: 20 }, (_, index) => comment(40 - index));
    const asked: string[] = [];
    renderApp("/announcements/7/", {
      handler: detailServer(view({ comments: first, comments_has_more: true }), (url) => {
        if (url.pathname !== "/announcements/api/comments/7/") return undefined;
        asked.push(url.searchParams.get("before") ?? "");
        return { body: { comments: [comment(20), comment(19)], has_more: false } };
      }),
    });
    expect(await screen.findByText("Comment number 40")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Load more comments" }));
    expect(await screen.findByText("Comment number 19")).toBeInTheDocument();
    expect(asked).toEqual(["21"]);
    expect(screen.queryByRole("button", { name: "Load more comments" })).not.toBeInTheDocument();
  });

  it("shows comment text as text, never as markup", async () => {
    const payload = '<img src=x onerror="window.__xss=1">';
    renderApp("/announcements/7/", {
      handler: detailServer(view({ comments: [comment(1, { comment: payload })] })),
    });
    expect(await screen.findByText(payload)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("deletes the announcement after confirming, for those who may", async () => {
    let deleted = false;
    const { router } = renderApp("/announcements/7/", {
      user: signedIn({ permissions: ["announcements.delete", "announcements.edit"] }),
      handler: detailServer(view({ can_edit: true, can_delete: true }), (url, init) => {
        if (url.pathname === "/announcements/api/delete/7/" && init?.method === "DELETE") {
          deleted = true;
          return { status: 200 };
        }
        if (url.pathname === "/announcements/api/list/") {
          return { body: { announcements: [], pageNumbers: [1], can_create: false } };
        }
        return undefined;
      }),
    });
    expect(await screen.findByRole("link", { name: "Edit announcement" })).toHaveAttribute(
      "href",
      "/announcements/edit/7/",
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete announcement" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Announcement deleted successfully")).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe("/announcements/"));
  });

  it("shows the not-found page for an unknown announcement", async () => {
    renderApp("/announcements/7/", {
      handler: (url) =>
        url.pathname === "/announcements/api/view/7/" ? { status: 404, body: { message: "Not found." } } : undefined,
    });
    expect(
      await screen.findByText("Sorry, the page you are looking for does not exist, or has been moved."),
    ).toBeInTheDocument();
  });

  it("shows the spec's message when the announcement cannot be fetched", async () => {
    renderApp("/announcements/7/", {
      handler: (url) => (url.pathname === "/announcements/api/view/7/" ? { status: 500, body: {} } : undefined),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred while fetching the announcement.");
  });

  it("is shown in Portuguese: the byline, the edited footer and the way to comment, with what members wrote as written", async () => {
    await act(() => activateLocale("pt-BR"));
    renderApp("/announcements/7/", {
      handler: detailServer(view({}, { title: "Rules <0>new</0>", updated_at: later(61), updated_by: null })),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Rules <0>new</0>" })).toBeInTheDocument();
    expect(screen.getByText(/^Publicado em /)).toBeInTheDocument();
    expect(screen.getByText("Steve").closest("span")).toHaveTextContent(/^Por Steve · Publicado em /);
    expect(screen.getByText(/Editado por/)).toHaveTextContent(/^Editado por um ex-membro em /);
    const prompt = await screen.findByText(/para comentar/);
    expect(prompt).toHaveTextContent("Entre ou cadastre-se para comentar");
    expect(within(prompt).getByRole("link", { name: "Entre" })).toHaveAttribute(
      "href",
      "/login/?next=%2Fannouncements%2F7%2F",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Comentários" })).toBeInTheDocument();
    expect(screen.getByText("Ainda não há comentários.")).toBeInTheDocument();
  });
});
