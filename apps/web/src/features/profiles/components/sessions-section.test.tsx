import type { OwnSession, Profile } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 29: the "Signed-in browsers" card on /profile/edit/: where the account is signed in, and
// signing one other browser or all of them out.

beforeAll(() => import("./edit-profile-pages"));

const steve: Profile = {
  username: "Steve",
  profile_img: "",
  minecraft_username: "",
  discord_username: "",
  rank: "Member",
  rank_badge: null,
  date_joined: "2026-03-04T10:00:00.000Z",
  about_me: "",
};

const session = (overrides: Partial<OwnSession>): OwnSession => ({
  id: "0123456789abcdef",
  current: false,
  browser: "Firefox on Windows",
  ip: "198.51.100.7",
  signed_in_at: "2026-11-20T10:00:00.000Z",
  last_seen_at: "2026-11-26T18:30:00.000Z",
  ...overrides,
});

function renderSessions(start: OwnSession[]) {
  let sessions = start;
  const posts: string[] = [];
  const view = renderApp("/profile/edit/", {
    user: signedIn({ username: "Steve" }),
    handler: (url, init) => {
      if (url.pathname === "/users/api/user-profile/") return { body: steve };
      if (url.pathname === "/users/api/two-step/")
        return { body: { enabled: false, recovery_codes_left: 0, passkeys: 0 } };
      if (url.pathname === "/users/api/sessions/") return { body: { sessions } };
      if (init?.method === "POST" && url.pathname === "/users/api/sessions/end-others/") {
        posts.push(url.pathname);
        const ended = sessions.filter((entry) => !entry.current).length;
        sessions = sessions.filter((entry) => entry.current);
        return { body: { message: `Signed out of ${ended} other browsers.`, ended } };
      }
      const one = url.pathname.match(/^\/users\/api\/sessions\/([0-9a-f]{16})\/end\/$/);
      if (init?.method === "POST" && one) {
        posts.push(url.pathname);
        sessions = sessions.filter((entry) => entry.id !== one[1]);
        return { body: { message: "That browser is signed out." } };
      }
      return undefined;
    },
  });
  return { ...view, posts };
}

const card = async () => {
  const heading = await screen.findByRole("heading", { name: "Signed-in browsers" });
  const section = heading.closest("section");
  if (!section) throw new Error("no section around the heading");
  await waitFor(() => expect(section).toHaveAttribute("aria-busy", "false"));
  return within(section);
};

describe("signed-in browsers", () => {
  it("lists each browser with its address, marks this one, and signs one other out", async () => {
    const { posts } = renderSessions([
      session({ id: "aaaaaaaaaaaaaaaa", current: true, browser: "Chrome on Linux", ip: "203.0.113.5" }),
      session({ id: "bbbbbbbbbbbbbbbb", browser: "Safari on iOS", ip: "198.51.100.9" }),
    ]);
    const inCard = await card();
    const items = inCard.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Chrome on Linux");
    expect(within(items[0] as HTMLElement).getByText("This browser")).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole("button")).toBeNull();
    expect(items[1]).toHaveTextContent("198.51.100.9");

    await userEvent.click(inCard.getByRole("button", { name: "Sign out Safari on iOS at 198.51.100.9" }));
    expect(await screen.findByText("That browser is signed out.")).toBeInTheDocument();
    expect(posts).toEqual(["/users/api/sessions/bbbbbbbbbbbbbbbb/end/"]);
    await waitFor(() => expect(inCard.getAllByRole("listitem")).toHaveLength(1));
    expect(inCard.getByText("No other browser is signed in to your account.")).toBeInTheDocument();
    expect(inCard.queryByRole("button", { name: "Sign out everywhere else" })).toBeNull();
  });

  it("asks before signing out everywhere else, and Cancel signs nobody out", async () => {
    const { posts } = renderSessions([
      session({ id: "aaaaaaaaaaaaaaaa", current: true }),
      session({ id: "bbbbbbbbbbbbbbbb", browser: "Safari on iOS" }),
      session({ id: "cccccccccccccccc", browser: "Edge on Windows" }),
    ]);
    const inCard = await card();
    await userEvent.click(inCard.getByRole("button", { name: "Sign out everywhere else" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere else?" });
    expect(dialog).toHaveTextContent("The 2 other browsers signed in to your account will need your password again.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts).toEqual([]);

    await userEvent.click(inCard.getByRole("button", { name: "Sign out everywhere else" }));
    const again = await screen.findByRole("dialog", { name: "Sign out everywhere else?" });
    await userEvent.click(within(again).getByRole("button", { name: "Sign out everywhere else" }));
    expect(await screen.findByText("Signed out of 2 other browsers.")).toBeInTheDocument();
    expect(posts).toEqual(["/users/api/sessions/end-others/"]);
    await waitFor(() => expect(inCard.getAllByRole("listitem")).toHaveLength(1));
  });
});
