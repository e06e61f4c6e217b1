import type { ServerStatus } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

const ICON = "data:image/png;base64,iVBORw0KGgo=";

const online: ServerStatus = {
  online: true,
  icon: ICON,
  players: { online: 7, max: 50 },
  motd: { html: '<span style="color:#55ff55;font-weight:bold">Bastion</span> survival\nsecond line' },
  version: "Paper 1.21.4",
  latency: 23,
};

const offline: ServerStatus = {
  online: false,
  icon: null,
  players: { online: 0, max: 0 },
  motd: { html: "" },
  version: null,
  latency: null,
};

function renderHome(status: { status?: number; body?: unknown }) {
  return renderApp("/", {
    handler: (url) => (url.pathname === "/api/server-status/" ? status : undefined),
  });
}

async function statusCard() {
  return within(await screen.findByRole("region", { name: "Server status" }));
}

describe("home page status card", () => {
  it("shows players online out of the maximum, the MOTD as HTML, the icon, version and ping", async () => {
    const { calls } = renderHome({ body: online });
    const card = await statusCard();
    const players = await card.findByText("players online", { exact: false });
    expect(players).toHaveTextContent("7 / 50 players online");
    expect(card.getByText("Online")).toBeInTheDocument();
    const motd = card.getByText("Bastion");
    expect(motd.tagName).toBe("SPAN");
    expect(motd).toHaveStyle({ color: "#55ff55", fontWeight: "bold" });
    expect(card.getByRole("img", { name: "Server icon" })).toHaveAttribute("src", ICON);
    expect(card.getByText("Paper 1.21.4")).toBeInTheDocument();
    expect(card.getByText("23 ms")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/server-status/")).toHaveLength(1);
  });

  it("shows the offline notice when the server is down", async () => {
    renderHome({ body: offline });
    const card = await statusCard();
    expect(await card.findByText("Server is offline for maintenance")).toBeInTheDocument();
    expect(card.getByText("Offline")).toBeInTheDocument();
    expect(card.queryByText("players online", { exact: false })).not.toBeInTheDocument();
  });

  it("shows 'Error fetching server info' after one retry when the status cannot be fetched", async () => {
    const { calls } = renderHome({ status: 503, body: { message: "Service unavailable" } });
    const card = await statusCard();
    expect(await card.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("Error fetching server info");
    expect(calls.filter((call) => call.path === "/api/server-status/")).toHaveLength(2);
  });

  it("shows a loading placeholder until the status arrives", async () => {
    renderHome({ body: online });
    // Hold the status answer back until the placeholder has been seen.
    const fakeFetch = globalThis.fetch;
    let release: (() => void) | undefined;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/api/server-status/")) await new Promise<void>((resolve) => (release = resolve));
      return fakeFetch(input, init);
    }) as typeof fetch;
    const card = await statusCard();
    expect(card.getByText("Loading server status…")).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await card.findByText("players online", { exact: false })).toBeInTheDocument();
    expect(card.queryByText("Loading server status…")).not.toBeInTheDocument();
  });
});

describe("home page hero", () => {
  it("copies the server address and confirms with 'Copied' for 2 seconds", async () => {
    const user = userEvent.setup();
    renderHome({ body: offline });
    expect(await screen.findByRole("heading", { level: 1, name: "Test Craft" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Copy" }));
    expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("play.test.example");
    await waitFor(() => expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByRole("link", { name: "Join our Discord" })).toHaveAttribute("href", "/discord/");
  });
});

describe("home page without a game server", () => {
  const noServer = { server_address: null, discord_url: null };

  it("shows visitors nothing that cannot work: no status, no address, no steps, no Discord", async () => {
    const { calls } = renderApp("/", { site: noServer });
    expect(await screen.findByRole("heading", { level: 1, name: "Test Craft" })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === "/users/api/user-basic-info/")).toBe(true));
    expect(screen.queryByRole("region", { name: "Server status" })).not.toBeInTheDocument();
    expect(screen.queryByText("Server is offline for maintenance")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "How to join" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Discord/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/server-status/")).toBe(false);
  });

  it("shows visitors the places of the community site in the status card's place", async () => {
    renderApp("/", { site: noServer });
    const places = within(await screen.findByRole("region", { name: "Around the community" }));
    for (const [name, href] of [
      ["Announcements", "/announcements/"],
      ["Punished players", "/punished/"],
      ["Appeals", "/appeals/"],
      ["Contact us", "/contact-us/"],
    ]) {
      expect(places.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("tells the owner that no game server is configured", async () => {
    renderApp("/", { site: noServer, user: signedIn({ groups: ["owner"] }) });
    const card = within(await screen.findByRole("region", { name: "Server status" }));
    expect(card.getByText("No game server configured")).toBeInTheDocument();
    expect(card.getByText("MINECRAFT_SERVER")).toBeInTheDocument();
  });
});

describe("home page news", () => {
  it("shows the three newest announcements with a link to all of them", async () => {
    const announcements = [1, 2, 3, 4].map((id) => ({
      id,
      title: `News ${id}`,
      introduction: `What happened ${id}`,
      img: null,
      created_at: "2026-11-01T12:00:00.000Z",
    }));
    renderApp("/", {
      handler: (url) =>
        url.pathname === "/announcements/api/list/"
          ? { body: { announcements, pageNumbers: [1], can_create: false } }
          : url.pathname === "/api/server-status/"
            ? { body: offline }
            : undefined,
    });
    const news = within(await screen.findByRole("region", { name: "Latest news" }));
    expect(await news.findAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(news.getByRole("link", { name: "Read more: News 1" })).toHaveAttribute("href", "/announcements/1/");
    expect(news.queryByText("News 4")).not.toBeInTheDocument();
    expect(news.getByRole("link", { name: "All announcements" })).toHaveAttribute("href", "/announcements/");
  });
});
