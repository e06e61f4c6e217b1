import type { AppealList, AppealListItem } from "@bastion/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Pages load lazily, and a busy machine can take more than a second to build the chunk.

const item = (id: number, overrides: Partial<AppealListItem> = {}): AppealListItem => ({
  id,
  punishment: "Ban",
  player: "Griefer",
  reason: "TNT at spawn",
  status: "Pending",
  date_created: "2026-11-01T12:00:00.000Z",
  date_last_updated: "2026-11-02T12:00:00.000Z",
  last_updated_by: null,
  submitted_by: "Steve",
  ...overrides,
});

const list = (appeals: AppealListItem[], pages = 1): AppealList => ({
  appeals,
  pageNumbers: Array.from({ length: pages }, (_, index) => index + 1),
});

const admin = signedIn({ username: "Alex", groups: ["administrators"] });

function listServer(path: string, answer: (url: URL) => { status?: number; body?: unknown }) {
  const seen: URL[] = [];
  const handler = (url: URL) => {
    if (url.pathname === path) {
      seen.push(url);
      return answer(url);
    }
    if (url.pathname === "/punished/api/appeal/inspect/5/")
      return { status: 404, body: { message: "Appeal not found." } };
    return undefined;
  };
  return { handler, seen };
}

describe("own appeal lists", () => {
  it("shows the open appeals with the spec's columns, and a row click opens the appeal", async () => {
    const server = listServer("/punished/api/appeal/list/", () => ({
      body: list([item(5, { punishment: "Mute", status: "Approved", last_updated_by: "Alex" }), item(4)]),
    }));
    const { router } = renderApp("/appeals/current/", { user: signedIn(), handler: server.handler });
    expect(await screen.findByRole("heading", { level: 1, name: "Current Appeals" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Punishment type", "Status", "Date Created", "Date Last Updated", "Last Updated By"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0] as HTMLElement).getByText("Mute")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText("Approved")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText("Alex")).toBeInTheDocument();
    expect(server.seen[0]?.searchParams.get("is_open")).toBe("true");

    await userEvent.click(within(rows[0] as HTMLElement).getByText("Mute"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/appeals/inspect/5/"));
  });

  it("opens an appeal with Enter on a focused row", async () => {
    const server = listServer("/punished/api/appeal/list/", () => ({ body: list([item(9, { punishment: "Kick" })]) }));
    const { router } = renderApp("/appeals/closed/", { user: signedIn(), handler: server.handler });
    const row = (await screen.findByText("Kick")).closest("tr") as HTMLElement;
    row.focus();
    fireEvent.keyDown(row, { key: "Enter" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/appeals/inspect/9/"));
    expect(server.seen[0]?.searchParams.get("is_open")).toBe("false");
  });

  it("says when there are no open or closed appeals", async () => {
    const server = listServer("/punished/api/appeal/list/", () => ({ body: list([]) }));
    const first = renderApp("/appeals/current/", { user: signedIn(), handler: server.handler });
    expect(await screen.findByText("You currently do not have any opened appeals")).toBeInTheDocument();
    first.unmount();
    renderApp("/appeals/closed/", { user: signedIn(), handler: server.handler });
    expect(await screen.findByText("You currently do not have any closed appeals")).toBeInTheDocument();
  });

  it("shows the spec's message when the list cannot be loaded", async () => {
    const server = listServer("/punished/api/appeal/list/", () => ({ status: 500, body: null }));
    renderApp("/appeals/current/", { user: signedIn(), handler: server.handler });
    expect(await screen.findByText("An error occurred while fetching appeals.")).toBeInTheDocument();
  });

  it("pages through long lists", async () => {
    const server = listServer("/punished/api/appeal/list/", (url) => {
      const page = Number(url.searchParams.get("page"));
      return { body: list([item(page * 100, { punishment: page === 1 ? "Ban" : "Warning" })], 2) };
    });
    renderApp("/appeals/current/", { user: signedIn(), handler: server.handler });
    expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Warning")).toBeInTheDocument();
    expect(server.seen.at(-1)?.searchParams.get("page")).toBe("2");
  });
});

describe("administrator lists", () => {
  it("adds the Submitted By, Player and Reason columns", async () => {
    const server = listServer("/punished/api/appeal/list/admin/", () => ({
      body: list([item(3, { submitted_by: "Herobrine", player: "GhastArcher", reason: "Fly hacking in survival" })]),
    }));
    renderApp("/appeals/current/admin/", { user: admin, handler: server.handler });
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers.slice(0, 3)).toEqual(["Submitted By", "Player", "Reason"]);
    expect(within(table).getByText("Herobrine")).toBeInTheDocument();
    expect(within(table).getByText("GhastArcher")).toBeInTheDocument();
    expect(within(table).getByText("Fly hacking in survival")).toBeInTheDocument();
  });

  it("has its own empty messages", async () => {
    const server = listServer("/punished/api/appeal/list/admin/", () => ({ body: list([]) }));
    const first = renderApp("/appeals/current/admin/", { user: admin, handler: server.handler });
    expect(await screen.findByText("There are no open appeals at the moment")).toBeInTheDocument();
    first.unmount();
    renderApp("/appeals/closed/admin/", { user: admin, handler: server.handler });
    expect(await screen.findByText("There are no closed appeals at the moment")).toBeInTheDocument();
  });

  it("shows other players the forbidden page without asking the server", async () => {
    const server = listServer("/punished/api/appeal/list/admin/", () => ({ body: list([]) }));
    renderApp("/appeals/closed/admin/", { user: signedIn(), handler: server.handler });
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
    expect(server.seen).toHaveLength(0);
  });
});
