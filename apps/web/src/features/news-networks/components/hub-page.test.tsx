import type { NewsHome } from "@bastion/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { anonymous, renderApp, signedIn } from "../../../../test/render";

const summary = (id: number, name: string, locked = false) => ({
  id,
  network_name_on_website: `${name} Network`,
  network_name: name,
  network_name_short: name.slice(0, 3).toUpperCase(),
  logo_background_colour: "#1a2b3c",
  logo_text_colour: "#ffffff",
  logo_stroke: "#000000",
  is_locked: locked,
  updated_at: "2026-11-25T12:00:00.000Z",
});

function renderHub(home: NewsHome | { status: number; body: unknown }) {
  return renderApp("/mycolony2/", {
    user: signedIn(),
    handler: (url) => {
      if (url.pathname !== "/mc2/api/home-page/") return undefined;
      return "status" in home ? home : { body: home };
    },
  });
}

describe("the My Colony 2 hub", () => {
  it("needs sign-in", async () => {
    renderApp("/mycolony2/", { user: anonymous });
    expect(await screen.findByText("User account needed")).toBeInTheDocument();
  });

  it("lists the user's networks with Inspect buttons and a status text, and offers Create below the limit", async () => {
    renderHub({ custom_news: [summary(4, "Galactic"), summary(9, "Colony", true)], total_news_networks: 2 });
    expect(await screen.findByText("You have 2 of 3 news networks.")).toBeInTheDocument();
    const rows = screen.getAllByRole("listitem");
    expect(within(rows[0] as HTMLElement).getByText("Galactic Network", { selector: "div" })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("Colony · Locked")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Inspect\s*Galactic Network$/ })).toHaveAttribute(
      "href",
      "/mycolony2/news/4/",
    );
    expect(screen.getByRole("link", { name: /^Inspect\s*Colony Network$/ })).toHaveAttribute(
      "href",
      "/mycolony2/news/9/",
    );
    expect(screen.getByRole("link", { name: "Create" })).toHaveAttribute("href", "/mycolony2/news/create/");
    expect(screen.getByRole("img", { name: "Logo GAL" })).toBeInTheDocument();
  });

  it("disables Create at the limit of 3", async () => {
    renderHub({ custom_news: [summary(1, "One"), summary(2, "Two"), summary(3, "Three")], total_news_networks: 3 });
    expect(await screen.findByText("You have 3 of 3 news networks. Delete one to create another.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create" })).toBeDisabled();
    expect(screen.queryByRole("link", { name: "Create" })).not.toBeInTheDocument();
  });

  it("says when there is none yet", async () => {
    renderHub({ custom_news: [], total_news_networks: 0 });
    expect(await screen.findByText("You have no news networks yet. You can create up to 3.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create" })).toBeInTheDocument();
  });

  it("shows the spec's message when the list cannot be fetched", async () => {
    renderHub({ status: 500, body: null });
    expect(await screen.findByText("An error occurred while fetching the News Network data.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create" })).toBeDisabled();
  });
});
