import { DOWNLOADS_MESSAGES, type DownloadFile, downloadStatusMessage } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale, translate } from "../../../lib/i18n";

const keeper = signedIn({ permissions: ["downloads", "downloads.modify"] });
const date = "2026-11-21T18:00:00.000Z";
const file = (name: string, size: number): DownloadFile => ({ name, size, modified: date });

function handler(url: URL) {
  if (url.pathname === "/files/api/downloads/") {
    return { body: { folders: [{ name: "Modpacks", modified: date, subdirectories: 2, files: 1 }] } };
  }
  if (url.pathname === "/files/api/get/subfolders/Modpacks/") {
    return {
      body: {
        subfolders: [{ name: "Season 5", modified: date }],
        files: [file("modpack.zip", 3_500_000), file("readme.txt", 900)],
      },
    };
  }
  if (url.pathname === "/files/api/get/subfolders/Maps/") return { body: { subfolders: [], files: [] } };
  return undefined;
}

describe("the downloads area in German", () => {
  it("shows a folder's page with German headings, actions and sizes written the German way", async () => {
    await act(() => activateLocale("de"));
    renderApp("/downloads/Modpacks/", { user: keeper, handler });
    const table = await screen.findByRole("table");
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((head) => head.textContent);
    expect(heads).toEqual(["Name", "Typ", "Zuletzt geändert", "Größe", "Aktionen"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Ordner");
    expect(rows[1]).toHaveTextContent("3,34 MB");
    expect(rows[2]).toHaveTextContent("900 Byte");
    expect(screen.getByRole("link", { name: "Verfügbare Downloads" })).toHaveAttribute("href", "/downloads/");
    expect(screen.getByRole("button", { name: "Ordner erstellen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dateien hochladen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dateien in Season 5 ansehen" })).toHaveTextContent("Dateien ansehen");
    expect(screen.getByRole("button", { name: "Season 5 als ZIP herunterladen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "readme.txt löschen" })).toHaveTextContent("Löschen");
    await waitFor(() => expect(document.title).toBe("Modpacks · Downloads · Test Craft"));
  });

  it("asks in German before deleting a file, and counts the chosen files in German", async () => {
    const user = userEvent.setup();
    await act(() => activateLocale("de"));
    renderApp("/downloads/Modpacks/", { user: keeper, handler });
    await user.click(await screen.findByRole("button", { name: "readme.txt löschen" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Datei löschen" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Möchtest du readme.txt wirklich löschen?");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Dateien hochladen" }));
    await user.upload(screen.getByLabelText("Dateien zum Hochladen"), [
      new File(["x".repeat(1536)], "a.zip"),
      new File(["y"], "b.txt"),
    ]);
    expect(screen.getByText("2 Dateien, 1,50 KB")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hochladen" })).toBeEnabled();
  });

  it("says in German why a folder name cannot be used, by the rule the server applies", async () => {
    const user = userEvent.setup();
    await act(() => activateLocale("de"));
    renderApp("/downloads/Modpacks/", { user: keeper, handler });
    await user.click(await screen.findByRole("button", { name: "Ordner erstellen" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Erstellen" }));
    expect(within(dialog).getByText("Der Ordnername darf nicht leer sein.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Ordnername"), "x".repeat(33));
    await user.click(within(dialog).getByRole("button", { name: "Erstellen" }));
    expect(within(dialog).getByText("Der Ordnername darf höchstens 32 Zeichen lang sein.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Ordnername"));
    await user.type(within(dialog).getByLabelText("Ordnername"), "Com1");
    await user.click(within(dialog).getByRole("button", { name: "Erstellen" }));
    expect(
      within(dialog).getByText("Com1 ist unter Windows ein reservierter Name. Wähle einen anderen."),
    ).toBeInTheDocument();
  });

  it("shows the folder list and an empty folder in Spanish", async () => {
    await act(() => activateLocale("es"));
    const list = renderApp("/downloads/", { user: keeper, handler });
    expect(await screen.findByRole("heading", { name: "Descargas disponibles" })).toBeInTheDocument();
    expect(await screen.findByText("2 subcarpetas · 1 archivo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explorar Modpacks" })).toHaveAttribute("href", "/downloads/Modpacks/");
    list.unmount();
    renderApp("/downloads/Maps/", { user: keeper, handler });
    expect(await screen.findByText("Lo sentimos, la carpeta Maps está vacía.")).toBeInTheDocument();
  });
});

describe("the downloads catalogue in English", () => {
  it("keeps the spec's messages as the shared package writes them (the server sends the same words)", () => {
    expect(translate("downloads.messages.fetchFailed")).toBe(DOWNLOADS_MESSAGES.fetchFailed);
    expect(translate("downloads.messages.deleteFolderFailed")).toBe(DOWNLOADS_MESSAGES.deleteFolderFailed);
    expect(translate("downloads.messages.uploadFailed")).toBe(DOWNLOADS_MESSAGES.uploadFailed);
    expect(translate("downloads.messages.uploadCanceled")).toBe(DOWNLOADS_MESSAGES.uploadCanceled);
    expect(translate("downloads.messages.downloadFailed")).toBe(DOWNLOADS_MESSAGES.downloadFailed);
    expect(translate("downloads.messages.zipFailed")).toBe(DOWNLOADS_MESSAGES.zipFailed);
    expect(translate("downloads.messages.downloadBusy")).toBe(DOWNLOADS_MESSAGES.downloadBusy);
    expect(translate("downloads.messages.modified")).toBe(DOWNLOADS_MESSAGES.modified);
    expect(translate("downloads.messages.downloadStatus", { status: 503 })).toBe(downloadStatusMessage(503));
  });
});
