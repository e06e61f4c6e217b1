import type { AdminOverview, PeopleList, PersonSummary } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// The owner console's guard, overview and people table. The server refuses the same calls; these
// check what a person sees.

const owner = signedIn({ username: "TheOwner", groups: ["owner"] });

const overview: AdminOverview = {
  accounts: { total: 1234, new_this_week: 56, unverified: 7, deactivated: 2 },
  open_appeals: 3,
  punishments: 330,
  announcements: 12,
  contact_unread: 4,
  version: "0.1.0",
  backup: {
    last: { created_at: "2026-11-24T03:00:00.000Z", size_bytes: 52_428_800, kind: "scheduled" },
    every_hours: 12,
    overdue: true,
  },
  database: { kind: "postgres", version: "15.18" },
  litebans: {
    state: "failing",
    last_success_at: "2026-11-24T03:00:00.000Z",
    lag_seconds: 600,
    last_error: "connect ECONNREFUSED 10.0.0.5:3306",
    failing_since: "2026-11-24T03:05:00.000Z",
  },
};

const person = (id: number, overrides: Partial<PersonSummary> = {}): PersonSummary => ({
  id,
  username: `Player${id}`,
  email: `player${id}@example.test`,
  groups: [],
  permissions: [],
  is_verified: true,
  two_step: false,
  is_active: true,
  date_joined: "2026-11-01T12:00:00.000Z",
  last_login: null,
  ...overrides,
});

const peopleList = (people: PersonSummary[], extra: Partial<PeopleList> = {}): PeopleList => ({
  people,
  page: 1,
  total: people.length,
  more: false,
  page_count: 1,
  ...extra,
});

describe("the Admin Page's guard", () => {
  it("asks a visitor to sign in and shows others the 403 page, administrators included", async () => {
    const first = renderApp("/admin/");
    expect(await screen.findByText("User account needed")).toBeInTheDocument();
    first.unmount();
    const second = renderApp("/admin/people/", { user: signedIn({ groups: ["administrators"] }) });
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
    expect(second.calls.some((call) => call.path.startsWith("/admin/api/"))).toBe(false);
  });
});

describe("the overview", () => {
  it("shows the counts an owner looks at first, with links, and the game server's status", async () => {
    renderApp("/admin/", {
      user: owner,
      handler: (url) => {
        if (url.pathname === "/admin/api/overview/") return { body: overview };
        if (url.pathname === "/api/server-status/")
          return { body: { online: true, icon: null, players: { online: 5, max: 20 }, motd: { html: "" } } };
        return undefined;
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Page" })).toBeInTheDocument();
    expect(await screen.findByText((1234).toLocaleString())).toBeInTheDocument();
    expect(screen.getByText(/56 new this week · 7 unverified · 2 deactivated/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Review appeals" })).toHaveAttribute("href", "/appeals/current/admin/");
    expect(screen.getByRole("link", { name: "Open the inbox" })).toHaveAttribute("href", "/admin/contact/");
    expect(screen.getByText("PostgreSQL 15.18")).toBeInTheDocument();
    // The last backup is more than twice the schedule old: the owner is told.
    expect(
      screen.getByText(/50\.00 MB, scheduled\. Overdue: older than twice the schedule\. Taken every 12 h\./),
    ).toBeInTheDocument();
    // The LiteBans sync is failing: the owner reads why and how long since it last worked.
    expect(screen.getByText("Failing")).toBeInTheDocument();
    expect(screen.getByText(/connect ECONNREFUSED 10\.0\.0\.5:3306\. Last pass 10 min ago\./)).toBeInTheDocument();
    expect(await screen.findByText("5 of 20 players")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Admin sections" })).toBeInTheDocument();
  });

  it("points the appeals figure to the settings while appeals are switched off (their staff pages are gone)", async () => {
    renderApp("/admin/", {
      user: owner,
      site: { modules: { mycolony2: true, downloads: true, appeals: false, announcement_comments: true } },
      handler: (url) => (url.pathname === "/admin/api/overview/" ? { body: overview } : undefined),
    });
    expect(await screen.findByText("Appeals are switched off; their data is kept.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open settings" })).toHaveAttribute("href", "/admin/settings/");
    expect(screen.queryByRole("link", { name: "Review appeals" })).not.toBeInTheDocument();
  });

  it("shows no LiteBans figure where the sync is not configured", async () => {
    renderApp("/admin/", {
      user: owner,
      handler: (url) => {
        if (url.pathname === "/admin/api/overview/")
          return { body: { ...overview, litebans: { ...overview.litebans, state: "off" } } };
        return undefined;
      },
    });
    expect(await screen.findByText("PostgreSQL 15.18")).toBeInTheDocument();
    expect(screen.queryByText("LiteBans sync")).not.toBeInTheDocument();
  });

  it("says no game server is configured, and where to set it, rather than that it is offline", async () => {
    const { calls } = renderApp("/admin/", {
      user: owner,
      site: { server_address: null },
      handler: (url) => {
        if (url.pathname === "/admin/api/overview/") return { body: overview };
        if (url.pathname === "/api/server-status/")
          return { body: { online: false, icon: null, players: { online: 0, max: 0 }, motd: { html: "" } } };
        return undefined;
      },
    });
    expect(await screen.findByText("Not set")).toBeInTheDocument();
    expect(screen.getByText(/No game server configured\. Set/)).toHaveTextContent(
      "No game server configured. Set MINECRAFT_SERVER (host or host:port) and restart the site.",
    );
    expect(screen.queryByText("Offline")).not.toBeInTheDocument();
    expect(screen.queryByText("Server is offline for maintenance")).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/server-status/")).toBe(false);
  });
});

describe("the people table", () => {
  it("lists people with their access and state; search and filters go to the server and the URL", async () => {
    const seen: URL[] = [];
    const { router } = renderApp("/admin/people/", {
      user: owner,
      handler: (url) => {
        if (url.pathname !== "/admin/api/people/") return undefined;
        seen.push(url);
        return {
          body: peopleList([
            person(2, { groups: ["administrators"], permissions: ["mods.beta"], is_verified: false }),
            person(1, { is_active: false, last_login: "2026-11-20T10:00:00.000Z", two_step: true }),
          ]),
        };
      },
    });
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      "Username",
      "E-mail",
      "Groups",
      "Permissions",
      "Verified",
      "Active",
      "Two-step",
      "Joined",
      "Last sign-in",
    ]);
    const [first, second] = within(table).getAllByRole("row").slice(1) as HTMLElement[];
    expect(within(first as HTMLElement).getByText("administrators")).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText("mods.beta")).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText("No")).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText("Deactivated")).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText("Off")).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText("On")).toBeInTheDocument();
    expect(screen.getByText("2 accounts, newest first.")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username or e-mail"), "  Steve ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?search=Steve"));
    await user.selectOptions(screen.getByLabelText("Group"), "patching");
    await user.click(screen.getByLabelText("Deactivated only"));
    await waitFor(() => expect(router.state.location.search).toBe("?search=Steve&group=patching&deactivated=true"));
    const last = seen.at(-1);
    expect(last?.searchParams.get("search")).toBe("Steve");
    expect(last?.searchParams.get("group")).toBe("patching");
    expect(last?.searchParams.get("deactivated")).toBe("true");
    expect(last?.searchParams.has("unverified")).toBe(false);

    await user.click(within(first as HTMLElement).getByText("Player2"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/people/2/"));
  });

  it("says 1,000+ when the count stopped early, and pages on", async () => {
    const { router } = renderApp("/admin/people/?search=a", {
      user: owner,
      handler: (url) =>
        url.pathname === "/admin/api/people/"
          ? { body: peopleList([person(9)], { total: 1000, more: true, page_count: 40 }) }
          : undefined,
    });
    expect(await screen.findByText(`${(1000).toLocaleString()}+ accounts match, newest first.`)).toBeInTheDocument();
    expect(screen.getByText(`Page 1 of 40+`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(router.state.location.search).toBe("?search=a&page=2"));
  });

  it("says when no account matches", async () => {
    renderApp("/admin/people/?search=zzz", {
      user: owner,
      handler: (url) => (url.pathname === "/admin/api/people/" ? { body: peopleList([]) } : undefined),
    });
    expect(await screen.findByText("No accounts match.")).toBeInTheDocument();
  });
});
