import type { AnnouncementList } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

const item = (id: number, overrides: Partial<AnnouncementList["announcements"][number]> = {}) => ({
  id,
  title: `News ${id}`,
  introduction: `What happened in ${id}`,
  img: null,
  created_at: "2026-11-21T18:00:00.000Z",
  ...overrides,
});

function listServer(pages: Record<string, Partial<AnnouncementList>>) {
  const asked: string[] = [];
  return {
    asked,
    handler: (url: URL) => {
      if (url.pathname !== "/announcements/api/list/") return undefined;
      const page = url.searchParams.get("page") ?? "1";
      asked.push(page);
      return { body: { announcements: [], pageNumbers: [1], can_create: false, ...pages[page] } };
    },
  };
}

describe("announcement list page", () => {
  it("shows each card with its picture, title, introduction, date and Read more", async () => {
    const server = listServer({
      "1": { announcements: [item(2, { img: "/media/announcements/a.webp" }), item(1)] },
    });
    renderApp("/announcements/", { handler: server.handler });
    const card = (await screen.findByText("News 2")).closest("article") as HTMLElement;
    expect(within(card).getByText("What happened in 2")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Read more: News 2" })).toHaveAttribute("href", "/announcements/2/");
    expect(card.querySelector("img")).toHaveAttribute("src", "/media/announcements/a.webp");
    const other = screen.getByText("News 1").closest("article") as HTMLElement;
    // Without a picture of its own, the default one is drawn in the card (no request for it).
    expect(other.querySelector("img")).toBeNull();
    expect(other.querySelector("svg.announcement-cover")).not.toBeNull();
    expect(
      within(card).getByText(new Date("2026-11-21T18:00:00.000Z").toLocaleDateString(undefined, { dateStyle: "long" })),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "RSS" })).toHaveAttribute("href", "/announcements/feed.xml");
  });

  it("says 'No announcements yet' when there are none, with no Create button for a plain user", async () => {
    const server = listServer({});
    renderApp("/announcements/", { user: signedIn(), handler: server.handler });
    expect(await screen.findByText("No announcements yet")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create Announcement" })).not.toBeInTheDocument();
  });

  it("shows the Create Announcement button when the server says the caller may create", async () => {
    const server = listServer({ "1": { can_create: true } });
    renderApp("/announcements/", { user: signedIn({ groups: ["owner"] }), handler: server.handler });
    expect(await screen.findByRole("link", { name: "Create Announcement" })).toHaveAttribute(
      "href",
      "/announcements/create/",
    );
  });

  it("pages with first, previous, next and last", async () => {
    const server = listServer({
      "1": { announcements: [item(30)], pageNumbers: [1, 2, 3] },
      "2": { announcements: [item(20)], pageNumbers: [1, 2, 3] },
      "3": { announcements: [item(10)], pageNumbers: [1, 2, 3] },
    });
    const { router } = renderApp("/announcements/", { handler: server.handler });
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("News 20")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=2");
    await userEvent.click(screen.getByRole("button", { name: "Last page" }));
    expect(await screen.findByText("News 10")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "First page" }));
    expect(await screen.findByText("News 30")).toBeInTheDocument();
    expect(server.asked.slice(0, 3)).toEqual(["1", "2", "3"]);
  });

  it("shows the spec's message when the list cannot be fetched", async () => {
    renderApp("/announcements/", {
      handler: (url) => (url.pathname === "/announcements/api/list/" ? { status: 500, body: {} } : undefined),
    });
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Error fetching announcements."));
  });

  it("is shown in German: heading, Create button, card link and pages", async () => {
    await act(() => activateLocale("de"));
    const server = listServer({
      "1": { announcements: [item(2)], pageNumbers: [1, 2], can_create: true },
      "2": { announcements: [], pageNumbers: [1, 2] },
    });
    renderApp("/announcements/", { user: signedIn({ groups: ["owner"] }), handler: server.handler });
    expect(await screen.findByRole("heading", { level: 1, name: "Ankündigungen" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Ankündigung erstellen" })).toHaveAttribute(
      "href",
      "/announcements/create/",
    );
    const card = (await screen.findByText("News 2")).closest("article") as HTMLElement;
    expect(within(card).getByRole("link", { name: "Weiterlesen: News 2" })).toHaveTextContent("Weiterlesen");
    expect(screen.getByRole("navigation", { name: "Seiten der Ankündigungen" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Ankündigungen · Test Craft"));
  });

  it("says there are none yet in Spanish", async () => {
    await act(() => activateLocale("es"));
    renderApp("/announcements/", { handler: listServer({}).handler });
    expect(await screen.findByText("Todavía no hay anuncios")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Anuncios" })).toBeInTheDocument();
  });
});
