import type { PunishmentDetail, PunishmentListItem } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

// Issue 31: the punishment record read by a German-speaking player, words and dates alike.

const item = (id: number, overrides: Partial<PunishmentListItem> = {}): PunishmentListItem => ({
  id,
  player: `Player${id}`,
  type: "Ban",
  reason: `Reason ${id}`,
  actioned_by: "ModSteve",
  date: "2026-03-01T10:00:00.000Z",
  until: null,
  ...overrides,
});

const detail: PunishmentDetail = {
  id: 12,
  type: "Mute",
  player: "Griefer",
  player_uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
  reason: "",
  actioned_by: "CONSOLE",
  actioned_by_uuid: "CONSOLE",
  play_time: 7265,
  date: "2026-03-01T10:00:00.000Z",
  until: null,
  is_active: true,
};

function renderList(path: string, body: { punishments: PunishmentListItem[]; pageNumbers: number[] }) {
  return renderApp(path, {
    handler: (url) => (url.pathname === "/punished/api/punished-players/" ? { body } : undefined),
  });
}

describe("the punishment record in German", () => {
  it("shows the list's heading, columns, types, ends, filters and pages in German", async () => {
    await act(() => activateLocale("de"));
    renderList("/punished/?page=2", {
      punishments: [
        item(1, { player: "Notch" }),
        item(2, { player: "jeb_", type: "Mute", until: "2026-03-08T10:00:00.000Z" }),
      ],
      pageNumbers: [1, 2, 3],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Bestrafte Spieler" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Strafen, die neuesten zuerst" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Spieler", "Art", "Grund", "Verhängt von", "Datum", "Bis"]);
    const notch = (await within(table).findByText("Notch")).closest("tr") as HTMLElement;
    expect(notch).toHaveAttribute("title", "Bann von Notch öffnen");
    expect(within(notch).getByText("Bann")).toBeInTheDocument();
    expect(within(notch).getByText("Dauerhaft")).toBeInTheDocument();
    // The date as a German reader writes it.
    const german = new Date("2026-03-01T10:00:00.000Z").toLocaleString("de", {
      dateStyle: "medium",
      timeStyle: "short",
    });
    expect(within(notch).getByText(german)).toBeInTheDocument();
    expect(
      within(within(table).getByText("jeb_").closest("tr") as HTMLElement).getByText("Stummschaltung"),
    ).toBeVisible();

    expect(screen.getByPlaceholderText("Spielername suchen")).toHaveAccessibleName("Spielername suchen");
    expect(screen.getByRole("button", { name: "Suchen" })).toBeInTheDocument();
    const select = screen.getByRole("combobox", { name: "Art der Strafe" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Alle", "Banns", "Stummschaltungen", "Kicks", "Verwarnungen"]);
    const pager = screen.getByRole("navigation", { name: "Seiten der Strafen" });
    expect(within(pager).getByText("Seite 2 von 3")).toBeInTheDocument();
    expect(within(pager).getByRole("link", { name: "Letzte Seite" })).toHaveAttribute("href", "/punished/?page=3");
    expect(screen.getByRole("link", { name: "Zurück" })).toHaveAttribute("href", "/");
  });

  it.each([
    ["/punished/?type=Warning&search=zed", [], "Es wurden keine Strafen vom Typ Verwarnung mit „zed“ gefunden."],
    ["/punished/?page=9", [1], "Es gibt keine Seite 9: Die Liste hat 1 Seite."],
  ])("says in German that %s has nothing", async (path, pageNumbers, message) => {
    await act(() => activateLocale("de"));
    renderList(path, { punishments: [], pageNumbers });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("shows a punishment's record and the way to appeal it in German", async () => {
    await act(() => activateLocale("de"));
    renderApp("/punished/12/", {
      user: signedIn(),
      handler: (url) => {
        if (url.pathname === "/punished/api/inspect-punishment/12/") return { body: detail };
        if (url.pathname === "/punished/api/appeal/for-punishment/12/") return { body: { appeal: null } };
        return undefined;
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: /Griefer/ })).toHaveTextContent("Stummschaltung");
    const cellOf = (label: string) =>
      within(screen.getByRole("rowheader", { name: label }).closest("tr") as HTMLElement).getByRole("cell");
    expect(cellOf("Grund")).toHaveTextContent("Kein Grund angegeben");
    expect(cellOf("Spielzeit")).toHaveTextContent("2 Std. 1 Min.");
    expect(cellOf("Bis")).toHaveTextContent("Dauerhaft");
    expect(cellOf("Aktive Strafe")).toHaveTextContent("Ja");
    expect(screen.getByRole("button", { name: "Zurück zur Liste" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Einspruch gegen diese Strafe einlegen" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Stummschaltung von Griefer · Test Craft"));
  });
});
