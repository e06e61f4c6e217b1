import type { AppealComment, AppealView } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Pages load lazily, and a busy machine can take more than a second to build the chunk.

const comment = (id: number, overrides: Partial<AppealComment> = {}): AppealComment => ({
  id,
  posted_by: "Steve",
  user_profile_img: "/images/default-avatar.svg",
  comment: `Comment number ${id}`,
  created_at: "2026-11-03T12:00:00.000Z",
  can_delete: false,
  rank_badge: null,
  ...overrides,
});

function view(overrides: Partial<AppealView> = {}): AppealView {
  return {
    appeal: {
      id: 7,
      status: "Pending",
      is_opened: true,
      submitted_by: "Steve",
      submitted_by_profile_img: "/images/default-avatar.svg",
      date_created: "2026-11-02T12:00:00.000Z",
      date_last_updated: "2026-11-02T12:00:00.000Z",
      last_updated_by: null,
      appeal_message: "I was not on the server that day.",
      punishment: {
        id: 12,
        type: "Ban",
        date: "2026-11-01T12:00:00.000Z",
        actioned_by: "ModAlex",
        player: "Steve_MC",
        reason: "Griefing the spawn",
        is_active: true,
      },
    },
    comments: [],
    other_open_appeals: [],
    can_modify: false,
    can_comment: true,
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown };
type Extra = (url: URL, init?: RequestInit) => Answer | undefined;

function server(body: AppealView | (() => AppealView), extra: Extra = () => undefined) {
  return (url: URL, init?: RequestInit) => {
    if (url.pathname === "/punished/api/appeal/inspect/7/") return { body: typeof body === "function" ? body() : body };
    return extra(url, init);
  };
}

const admin = signedIn({ username: "Alex", groups: ["administrators"] });

describe("inspect appeal page: the submitter", () => {
  it("shows the punishment, the submitter with profile link, the message and the status", async () => {
    renderApp("/appeals/inspect/7/", { user: signedIn(), handler: server(view()) });
    expect(await screen.findByRole("heading", { level: 1, name: "Inspect Appeal" })).toBeInTheDocument();
    expect(screen.getByText("Steve_MC")).toBeInTheDocument();
    expect(screen.getByText("ModAlex")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Reason for the punishment" })).toHaveTextContent("Griefing the spawn");
    expect(screen.getByRole("link", { name: "Steve" })).toHaveAttribute("href", "/profile/Steve/");
    expect(screen.getByText("I was not on the server that day.")).toBeInTheDocument();
    expect(screen.getByText(/^Posted/)).toBeInTheDocument();
    expect(screen.getAllByText("Pending").length).toBeGreaterThan(0);
    expect(screen.queryByRole("heading", { name: "Administrator review" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Status")).not.toBeInTheDocument();
  });

  it("posts a comment and shows it", async () => {
    let current = view();
    let sent: unknown;
    renderApp("/appeals/inspect/7/", {
      user: signedIn(),
      handler: server(
        () => current,
        (url, init) => {
          if (url.pathname !== "/punished/api/appeal/inspect/comment/post/") return undefined;
          sent = JSON.parse(String(init?.body));
          const posted = comment(40, { comment: "Any news?", can_delete: true });
          current = { ...current, comments: [posted] };
          return { status: 201, body: { message: "Successfully posted comment", comment: posted } };
        },
      ),
    });
    const post = await screen.findByRole("button", { name: "Post comment" });
    expect(post).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Add a comment"), "Any news?");
    await userEvent.click(post);
    expect(await screen.findByText("Successfully posted comment")).toBeInTheDocument();
    expect(sent).toEqual({ appeal_id: 7, comment: "Any news?" });
    const list = await screen.findByRole("list", { name: "Comments" });
    expect(within(list).getByText("Any news?")).toBeInTheDocument();
    expect(screen.getByLabelText("Add a comment")).toHaveValue("");
  });

  it("shows the comment failure's fallback", async () => {
    renderApp("/appeals/inspect/7/", {
      user: signedIn(),
      handler: server(view(), (url) =>
        url.pathname === "/punished/api/appeal/inspect/comment/post/" ? { status: 500, body: null } : undefined,
      ),
    });
    await userEvent.type(await screen.findByLabelText("Add a comment"), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("An error occurred while attempting to post your comment")).toBeInTheDocument();
  });

  it("deletes their own comment after the confirm dialog, and offers no icon on others'", async () => {
    let current = view({
      comments: [
        comment(1, { can_delete: true, comment: "Mine" }),
        comment(2, { posted_by: "Alex", comment: "Admin's" }),
      ],
    });
    const deleted: string[] = [];
    renderApp("/appeals/inspect/7/", {
      user: signedIn(),
      handler: server(
        () => current,
        (url, init) => {
          if (init?.method !== "DELETE") return undefined;
          deleted.push(url.pathname);
          current = { ...current, comments: current.comments.slice(1) };
          // The fake server answers JSON; a Response cannot carry a body with 204.
          return { status: 200 };
        },
      ),
    });
    await screen.findByText("Mine");
    expect(screen.getAllByRole("button", { name: /^Delete comment by/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Delete comment by Steve" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete comment" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete this comment?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Comment deleted successfully")).toBeInTheDocument();
    expect(deleted).toEqual(["/punished/api/appeal/inspect/comment/delete/1/"]);
    await waitFor(() => expect(screen.queryByText("Mine")).not.toBeInTheDocument());
  });

  it("shows the delete failure's fallback", async () => {
    renderApp("/appeals/inspect/7/", {
      user: signedIn(),
      handler: server(view({ comments: [comment(1, { can_delete: true })] }), (_url, init) =>
        init?.method === "DELETE" ? { status: 500, body: null } : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete comment by Steve" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("An error occurred while attempting to delete the comment.")).toBeInTheDocument();
  });
});

describe("inspect appeal page: an administrator", () => {
  it("says whether the submitter was the verified player, and marks verified commenters (issue 32)", async () => {
    const comment = {
      id: 3,
      posted_by: "Steve",
      user_profile_img: "/images/default-avatar.svg",
      comment: "Any news?",
      created_at: "2026-11-03T12:00:00.000Z",
      can_delete: false,
      rank_badge: null,
      minecraft_name: "Steve_MC",
    };
    const { unmount } = renderApp("/appeals/inspect/7/", {
      user: admin,
      handler: server(view({ can_modify: true, submitted_by_verified: true, comments: [comment] })),
    });
    expect(await screen.findByText("Verified player")).toBeInTheDocument();
    expect(screen.getByTitle("Verified Minecraft account")).toHaveTextContent("Steve_MC");
    unmount();
    renderApp("/appeals/inspect/7/", {
      user: admin,
      handler: server(view({ can_modify: true, submitted_by_verified: false })),
    });
    expect(await screen.findByText("Not verified")).toBeInTheDocument();
  });

  it("changes the status and closes the appeal", async () => {
    let current = view({ can_modify: true });
    let sent: unknown;
    renderApp("/appeals/inspect/7/", {
      user: admin,
      handler: server(
        () => current,
        (url, init) => {
          if (url.pathname !== "/punished/api/appeal/inspect/7/modify/") return undefined;
          sent = JSON.parse(String(init?.body));
          current = {
            ...current,
            appeal: { ...current.appeal, status: "Denied", is_opened: false, last_updated_by: "Alex" },
          };
          return { body: { message: "Successfully modified", appeal: current.appeal } };
        },
      ),
    });
    expect(await screen.findByRole("heading", { name: "Administrator review" })).toBeInTheDocument();
    const options = within(screen.getByLabelText("Status")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Pending", "Approved", "Denied"]);
    const opened = screen.getByRole("switch", { name: "Opened" });
    expect(opened).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Denied");
    await userEvent.click(opened);
    expect(screen.getByRole("switch", { name: "Closed" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Successfully modified")).toBeInTheDocument();
    expect(sent).toEqual({ status: "Denied", is_opened: false });
    expect(await screen.findByText(/last updated by Alex/)).toBeInTheDocument();
  });

  it("lists the punishment's other open appeals and closes them after the confirm dialog", async () => {
    const others = [
      { id: 8, submitted_by: "Stranger", status: "Pending" as const, date_created: "2026-11-02T13:00:00.000Z" },
      { id: 9, submitted_by: "Copycat", status: "Pending" as const, date_created: "2026-11-02T14:00:00.000Z" },
    ];
    let current = view({ can_modify: true, other_open_appeals: others });
    let closedCalls = 0;
    renderApp("/appeals/inspect/7/", {
      user: admin,
      handler: server(
        () => current,
        (url, init) => {
          if (url.pathname !== "/punished/api/appeal/inspect/7/close-others/" || init?.method !== "POST")
            return undefined;
          closedCalls += 1;
          current = { ...current, other_open_appeals: [] };
          return { body: { message: "Closed 2 other appeals of this punishment as Denied.", closed: 2 } };
        },
      ),
    });
    expect(
      await screen.findByRole("heading", { name: "Other open appeals of this punishment (2)" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Appeal #8" })).toHaveAttribute("href", "/appeals/inspect/8/");
    expect(screen.getByText(/by Copycat/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close the other 2 appeals" }));
    const dialog = await screen.findByRole("dialog", { name: "Close the other appeals?" });
    expect(dialog).toHaveTextContent("The 2 other open appeals of this punishment will be closed as Denied");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close them" }));
    expect(await screen.findByText("Closed 2 other appeals of this punishment as Denied.")).toBeInTheDocument();
    expect(closedCalls).toBe(1);
    await waitFor(() => expect(screen.queryByRole("heading", { name: /Other open appeals/ })).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a change", async () => {
    renderApp("/appeals/inspect/7/", {
      user: admin,
      handler: server(view({ can_modify: true }), (url) =>
        url.pathname === "/punished/api/appeal/inspect/7/modify/"
          ? { status: 409, body: { message: "The submitter has another open appeal for this punishment." } }
          : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Submit" }));
    expect(await screen.findByText("The submitter has another open appeal for this punishment.")).toBeInTheDocument();
  });

  it("falls back to the spec's message when a change fails without one", async () => {
    renderApp("/appeals/inspect/7/", {
      user: admin,
      handler: server(view({ can_modify: true }), (url) =>
        url.pathname === "/punished/api/appeal/inspect/7/modify/" ? { status: 500, body: null } : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Submit" }));
    expect(await screen.findByText("An error occurred while attempting to post your comment")).toBeInTheDocument();
  });
});

describe("inspect appeal page: errors", () => {
  it("shows the forbidden page to someone else", async () => {
    renderApp("/appeals/inspect/7/", {
      user: signedIn(),
      handler: (url) =>
        url.pathname === "/punished/api/appeal/inspect/7/" ? { status: 403, body: { message: "No." } } : undefined,
    });
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
  });

  it("shows the not-found page for an unknown appeal", async () => {
    renderApp("/appeals/inspect/7/", {
      user: signedIn(),
      handler: (url) =>
        url.pathname === "/punished/api/appeal/inspect/7/"
          ? { status: 404, body: { message: "Appeal not found." } }
          : undefined,
    });
    expect(
      await screen.findByText("Sorry, the page you are looking for does not exist, or has been moved."),
    ).toBeInTheDocument();
  });

  it("shows the fetch fallback on any other failure", async () => {
    renderApp("/appeals/inspect/7/", {
      user: signedIn(),
      handler: (url) => (url.pathname === "/punished/api/appeal/inspect/7/" ? { status: 500, body: null } : undefined),
    });
    expect(await screen.findByText("An error occurred while fetching data.")).toBeInTheDocument();
  });
});
