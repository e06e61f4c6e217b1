import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

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
