import type { PunishedPlayersResponse, PunishmentListItem } from "@bastion/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/render";

function item(id: number, overrides: Partial<PunishmentListItem> = {}): PunishmentListItem {
  return {
    id,
    player: `Player${id}`,
    type: "Ban",
    reason: `Reason ${id}`,
    actioned_by: "ModSteve",
    date: "2026-03-01T10:00:00.000Z",
    until: "2026-03-08T10:00:00.000Z",
    ...overrides,
  };
}

const pages = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Renders /punished/ against a fake list API; returns the query strings the page asked for. */
function renderList(path: string, answer: (params: URLSearchParams) => { status?: number; body?: unknown }) {
  const requests: URLSearchParams[] = [];
  const view = renderApp(path, {
    handler: (url) => {
      if (url.pathname !== "/punished/api/punished-players/") return undefined;
      requests.push(url.searchParams);
      return answer(url.searchParams);
    },
  });
  return { ...view, requests };
}

const oneRow = (): { body: PunishedPlayersResponse } => ({
  body: { punishments: [item(1, { player: "Notch", until: null })], pageNumbers: [1] },
});

describe("punished players list", () => {
  it("shows 3 placeholder rows while loading, then the rows with Permanently for an empty end", async () => {
    renderList("/punished/", () => ({
      body: {
        punishments: [item(1, { player: "Notch", until: null }), item(2, { player: "jeb_", type: "Mute" })],
        pageNumbers: [1],
      },
    }));
    // Hold the list's answer until the placeholders have been seen.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/punished/api/")) await gate;
      return answer(input, init);
    }) as typeof fetch;
    expect(await screen.findAllByTestId("placeholder-row")).toHaveLength(3);
    release();
    const table = await screen.findByRole("table");
    await within(table).findByText("Notch");
    expect(screen.queryByTestId("placeholder-row")).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Player", "Type", "Reason", "Issued By", "Date", "Until"]);
    const notch = within(table).getByText("Notch").closest("tr") as HTMLElement;
    expect(within(notch).getByText("Permanently")).toBeInTheDocument();
    expect(
      within(notch).getByText(
        new Date("2026-03-01T10:00:00.000Z").toLocaleString(undefined, {
          dateStyle: "medium",
          timeStyle: "short",
        }),
      ),
    ).toBeInTheDocument();
    const jeb = within(table).getByText("jeb_").closest("tr") as HTMLElement;
    expect(within(jeb).queryByText("Permanently")).not.toBeInTheDocument();
    expect(within(jeb).getByText("Mute")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Punishment pages" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return" })).toHaveAttribute("href", "/");
  });

  it("shows N/A, not its own date, as the end of a kick", async () => {
    const kickedAt = "2026-03-01T10:00:00.000Z";
    renderList("/punished/", () => ({
      body: {
        punishments: [item(3, { player: "Kicked", type: "Kick", date: kickedAt, until: kickedAt })],
        pageNumbers: [1],
      },
    }));
    const row = (await screen.findByText("Kicked")).closest("tr") as HTMLElement;
    const until = row.querySelector(".cell-until") as HTMLElement;
    expect(until).toHaveTextContent("N/A");
    expect(within(until).queryByRole("time")).toBeNull();
  });

  it("searches: the Search button puts the text in the URL and asks for page 1 of it", async () => {
    const { requests, router } = renderList("/punished/?page=3", oneRow);
    const box = await screen.findByPlaceholderText("Search Player Name");
    expect(box).toHaveAccessibleName("Search Player Name");
    await userEvent.type(box, "  Notch ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?search=Notch"));
    await waitFor(() => expect(requests.at(-1)?.get("search_query")).toBe("Notch"));
    expect(requests.at(-1)?.get("page")).toBe("1");
    expect(requests.at(-1)?.get("punishment_type")).toBe("All");
  });

  it("filters by type from the dropdown labelled All, Bans, Mutes, Kicks, Warnings", async () => {
    const { requests, router } = renderList("/punished/?search=no", oneRow);
    const select = await screen.findByRole("combobox", { name: "Punishment type" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Bans", "Mutes", "Kicks", "Warnings"]);
    await userEvent.selectOptions(select, "Mutes");
    await waitFor(() => expect(router.state.location.search).toBe("?search=no&type=Mute"));
    await waitFor(() => expect(requests.at(-1)?.get("punishment_type")).toBe("Mute"));
    expect(requests.at(-1)?.get("search_query")).toBe("no");
  });

  it("restores page, search and type from a shared URL", async () => {
    const { requests } = renderList("/punished/?search=abc&type=Kick&page=2", () => ({
      body: { punishments: [item(21)], pageNumbers: pages(3) },
    }));
    // The pager is above and below the list.
    expect(await screen.findAllByText("Page 2 of 3")).toHaveLength(2);
    expect(screen.getByPlaceholderText("Search Player Name")).toHaveValue("abc");
    expect(screen.getByRole("combobox", { name: "Punishment type" })).toHaveValue("Kick");
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ punishment_type: "Kick", search_query: "abc", page: "2" });
  });

  it("pages with first, previous, current, next and last, and the back button returns to the page before", async () => {
    const { requests, router } = renderList("/punished/", (params) => {
      const page = Number(params.get("page"));
      return { body: { punishments: [item(page * 100, { player: `OnPage${page}` })], pageNumbers: pages(3) } };
    });
    await screen.findByText("OnPage1");
    const pager = screen.getByRole("navigation", { name: "Punishment pages" });
    expect(within(pager).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(within(pager).queryByRole("link", { name: "First page" })).not.toBeInTheDocument();
    expect(within(pager).queryByRole("link", { name: "Previous page" })).not.toBeInTheDocument();
    expect(within(pager).getByRole("link", { name: "Last page" })).toHaveAttribute("href", "/punished/?page=3");

    await userEvent.click(within(pager).getByRole("link", { name: "Next page" }));
    expect(await screen.findByText("OnPage2")).toBeInTheDocument();
    for (const name of ["Punishment pages", "Punishment pages, top"]) {
      expect(within(screen.getByRole("navigation", { name })).getByText("Page 2 of 3")).toBeInTheDocument();
    }
    expect(requests.at(-1)?.get("page")).toBe("2");

    const bottom = () => screen.getByRole("navigation", { name: "Punishment pages" });
    await userEvent.click(within(bottom()).getByRole("link", { name: "Last page" }));
    expect(await screen.findByText("OnPage3")).toBeInTheDocument();
    expect(within(bottom()).queryByRole("link", { name: "Next page" })).not.toBeInTheDocument();
    expect(within(bottom()).getByRole("link", { name: "First page" })).toHaveAttribute("href", "/punished/");

    await router.navigate(-1);
    expect(await screen.findByText("OnPage2")).toBeInTheDocument();
  });

  it.each([
    ["/punished/", "No punishments were found."],
    ["/punished/?type=Ban", "No punishments were found for the type Ban."],
    ["/punished/?search=zed", 'No punishments were found containing "zed".'],
    ["/punished/?type=Warning&search=zed", 'No punishments were found for the type Warning containing "zed".'],
  ])("shows the empty message at %s", async (path, message) => {
    renderList(path, () => ({ body: { punishments: [], pageNumbers: [] } }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says a page past the end is past the end, and keeps the way back", async () => {
    renderList("/punished/?page=9", () => ({ body: { punishments: [], pageNumbers: pages(3) } }));
    expect(await screen.findByText("There is no page 9: the list has 3 pages.")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Punishment pages" });
    expect(within(pager).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/punished/?page=3");
    expect(within(pager).getByRole("link", { name: "First page" })).toHaveAttribute("href", "/punished/");
  });

  it("opens a punishment on a row click and on Enter", async () => {
    const { router } = renderApp("/punished/", {
      handler: (url) => {
        if (url.pathname === "/punished/api/punished-players/") {
          return {
            body: { punishments: [item(7, { player: "Clicky" }), item(8, { player: "Keys" })], pageNumbers: [1] },
          };
        }
        return undefined;
      },
    });
    await userEvent.click(await screen.findByText("Reason 7"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/punished/7/"));
    // The router's location moves first; React swaps the page in a transition after it.
    await waitFor(() => expect(screen.queryByText("Keys")).not.toBeInTheDocument());

    await router.navigate("/punished/");
    const row = (await screen.findByText("Keys")).closest("tr") as HTMLElement;
    row.focus();
    expect(row).toHaveFocus();
    fireEvent.keyDown(row, { key: "Enter" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/punished/8/"));
  });

  it("says so when the list cannot be fetched", async () => {
    renderList("/punished/", () => ({ status: 500, body: null }));
    expect(await screen.findByText("An error occurred while fetching data.")).toBeInTheDocument();
  });
});
