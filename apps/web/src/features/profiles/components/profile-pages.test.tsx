import type { Profile } from "@bastion/shared";
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// The page is a lazy route: load it once up front, and give queries more time, so a busy machine
// (several test runs at once) does not fail them.
beforeAll(() => import("./profile-pages"));

const steve: Profile = {
  username: "Steve",
  profile_img: "/media/avatars/abc.webp",
  minecraft_username: "Steve_MC",
  discord_username: "steve.builds",
  rank: "Member",
  rank_badge: null,
  date_joined: "2026-03-04T10:00:00.000Z",
  about_me: "First line\nSecond line",
};
const alex: Profile = { ...steve, username: "Alex", rank: "Administrator", minecraft_username: "", about_me: "" };

const profiles = (url: URL) => {
  if (url.pathname === "/users/api/user-profile/") return { body: steve };
  if (url.pathname === "/users/api/user-profile/Alex/") return { body: alex };
  return undefined;
};

describe("profile pages", () => {
  it("ask visitors to sign in", async () => {
    renderApp("/profile/");
    expect(await screen.findByText("User account needed")).toBeInTheDocument();
  });

  it("show the own profile with picture, rank, names, date joined and about-me line breaks", async () => {
    renderApp("/profile/", { user: signedIn(), handler: profiles });
    expect(await screen.findByRole("heading", { name: "Steve" })).toBeInTheDocument();
    expect(screen.getByAltText("Steve's profile picture")).toHaveAttribute("src", "/media/avatars/abc.webp");
    expect(screen.getByText("Member")).toBeInTheDocument();
    expect(screen.getByText("Steve_MC")).toBeInTheDocument();
    expect(screen.getByText("steve.builds")).toBeInTheDocument();
    expect(
      screen.getByText(
        new Date(steve.date_joined).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" }),
      ),
    ).toBeInTheDocument();
    const about = screen.getByText(/First line/);
    expect(about.textContent).toBe("First line\nSecond line");
    expect(about).toHaveClass("profile-about");
    expect(screen.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile/edit/");
  });

  it("show placeholders while loading", async () => {
    renderApp("/profile/", { user: signedIn(), handler: profiles });
    const answer = globalThis.fetch;
    // The profile call never answers; everything else does.
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith("/users/api/user-profile/")
        ? new Promise<Response>(() => undefined)
        : answer(input, init)) as typeof fetch;
    expect(await screen.findByLabelText("Loading profile")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Steve" })).not.toBeInTheDocument();
  });

  it("show another user's profile without an edit link for a plain user", async () => {
    renderApp("/profile/Alex/", { user: signedIn(), handler: profiles });
    expect(await screen.findByRole("heading", { name: "Alex" })).toBeInTheDocument();
    expect(screen.getByText("Administrator")).toBeInTheDocument();
    expect(screen.getByText("Alex has not written anything yet.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit profile" })).not.toBeInTheDocument();
  });

  it("offer the owner an edit link on someone else's profile", async () => {
    renderApp("/profile/Alex/", { user: signedIn({ groups: ["owner"] }), handler: profiles });
    expect(await screen.findByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile/Alex/edit/");
  });

  it("send one's own name, in any case, to /profile/", async () => {
    const { router, calls } = renderApp("/profile/sTEVE/", { user: signedIn(), handler: profiles });
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/"));
    expect(await screen.findByRole("heading", { name: "Steve" })).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/users/api/user-profile/sTEVE/")).toBe(false);
  });

  it("follow the API's 308 to /profile/", async () => {
    const { router } = renderApp("/profile/SteveAlt/", {
      user: signedIn(),
      handler: (url) =>
        url.pathname === "/users/api/user-profile/SteveAlt/"
          ? { status: 308, body: { message: "This is your own profile.", location: "/users/api/user-profile/" } }
          : profiles(url),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/"));
  });

  it("show the not-found page for an unknown user", async () => {
    renderApp("/profile/ghost/", {
      user: signedIn(),
      handler: () => ({ status: 404, body: { message: "User not found." } }),
    });
    expect(await screen.findByText(/the page you are looking for does not exist/)).toBeInTheDocument();
  });
});
