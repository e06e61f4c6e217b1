import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../test/render";
import { activateLocale } from "../../lib/i18n";

// Issue 30: the home page renders the owner's title, text and button, and only the blocks switched
// on, in the owner's order.

const announcement = (id: number) => ({
  id,
  title: `News ${id}`,
  introduction: `Intro ${id}`,
  img: null,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  author: "Steve",
  comment_count: 0,
});

function renderHome(home: Record<string, unknown>) {
  return renderApp("/", {
    handler: (url) => {
      if (url.pathname === "/core/api/home/") return { body: home };
      if (url.pathname === "/core/api/pages/rules/") {
        return { body: { title: "Server rules", slug: "rules", content: "<p>Be kind.</p>", updated_at: "" } };
      }
      if (url.pathname === "/announcements/api/list/") {
        return { body: { announcements: [1, 2, 3, 4].map(announcement), page: 1, page_count: 1, total: 4 } };
      }
      return undefined;
    },
  });
}

describe("the owner's home page", () => {
  it("shows the title, text with its line breaks, the button, and the blocks in order", async () => {
    renderHome({
      hero_title: "Welcome, builders",
      hero_text: "First line\nSecond line",
      cta: { label: "Read the rules", link: "/p/rules/" },
      blocks: ["vote_links", "page", "announcements"],
      announcements_count: 2,
      page: { slug: "rules", title: "Server rules" },
      vote_links: [{ label: "Vote on TopG", url: "https://topg.example/vote" }],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, builders" })).toBeInTheDocument();
    expect(screen.getByText(/First line\s+Second line/)).toHaveClass("hero-text");
    expect(screen.getByRole("link", { name: "Read the rules" })).toHaveAttribute("href", "/p/rules/");
    expect(screen.getByRole("link", { name: "Vote on TopG" })).toHaveAttribute(
      "href",
      `/leaving/?to=${encodeURIComponent("https://topg.example/vote")}`,
    );
    expect(await screen.findByText("Be kind.")).toBeInTheDocument();
    const news = await screen.findByRole("region", { name: "Latest news" });
    expect(await within(news).findAllByRole("heading", { level: 3 })).toHaveLength(2);
    // Hidden: the server's status card and how to join.
    expect(screen.queryByRole("region", { name: "Server status" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "How to join" })).not.toBeInTheDocument();
    // In the owner's order.
    const order = screen
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => ["Vote for us", "Server rules", "Latest news"].includes(text ?? ""));
    expect(order).toEqual(["Vote for us", "Server rules", "Latest news"]);
  });

  it("falls back to today's home page when the owner's cannot be read", async () => {
    renderApp("/", { handler: () => undefined });
    expect(await screen.findByRole("heading", { level: 1, name: "Test Craft" })).toBeInTheDocument();
    expect(screen.getByText(/A survival server with a community that builds together\./)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "How to join" })).toBeInTheDocument();
  });
});

describe("the home page in other languages (issue 31)", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("shows its own words in German around the owner's, which stay as written", async () => {
    await act(() => activateLocale("de"));
    renderHome({
      hero_title: "Willkommen, Baumeister",
      hero_text: "Unser Server.",
      cta: null,
      blocks: ["server_status", "vote_links"],
      announcements_count: 3,
      page: null,
      vote_links: [{ label: "Vote on TopG", url: "https://topg.example/vote" }],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Willkommen, Baumeister" })).toBeInTheDocument();
    expect(screen.getByText("Minecraft-Survival-Server")).toBeInTheDocument();
    expect(screen.getByText(/Unser Server\. Komm zu uns ins Spiel und auf Discord\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tritt unserem Discord bei" })).toHaveAttribute("href", "/discord/");
    expect(screen.getByRole("heading", { name: "So machst du mit" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Spiel starten" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Kopieren" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Stimm für uns ab" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vote on TopG" })).toBeInTheDocument();
    const status = await screen.findByRole("region", { name: "Serverstatus" });
    expect(await within(status).findByRole("alert")).toHaveTextContent("Fehler beim Abrufen der Serverinfos");
    await waitFor(() => expect(document.title).toBe("Startseite · Test Craft"));
  });

  it("shows the owner the missing-server card in Brazilian Portuguese, with the setting's name as code", async () => {
    await act(() => activateLocale("pt-BR"));
    renderApp("/", { user: signedIn({ groups: ["owner"] }), site: { server_address: "", discord_url: "" } });
    expect(await screen.findByText("Nenhum servidor de jogo configurado")).toBeInTheDocument();
    const code = screen.getByText("MINECRAFT_SERVER");
    expect(code.tagName).toBe("CODE");
    expect(code.parentElement).toHaveTextContent(
      /^Defina MINECRAFT_SERVER com o endereço do seu servidor \(host ou host:port\)/,
    );
  });
});
