import { PATCHING_MESSAGES, type Patch, type PatchDownload, type PatchTarget, SIZE_LIMITS } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale, translate } from "../../../lib/i18n";

const patcher = signedIn({ groups: ["patching"] });
const owner = signedIn({ groups: ["owner"] });
const date = "2026-11-26T15:00:00.000Z";

const survival: PatchTarget = {
  id: 1,
  name: "survival",
  created_at: date,
  patch_count: 2,
  current: { id: 11, version: "1.1.0", published_at: date },
};
const lobby: PatchTarget = { id: 2, name: "lobby", created_at: date, patch_count: 0, current: null };

const patch = (overrides: Partial<Patch>): Patch => ({
  id: 10,
  target_id: 1,
  version: "1.0.0",
  file_name: "Essentials.jar",
  size: 3_500_000,
  sha256: "a".repeat(64),
  notes: "",
  published_by: "Alex",
  published_at: date,
  downloads: 1234,
  is_current: false,
  ...overrides,
});
const patches = [patch({ id: 11, version: "1.1.0", is_current: true }), patch({ id: 10, version: "1.0.0" })];

const download: PatchDownload = {
  id: 3,
  created_at: date,
  key_id: 2,
  key_name: "old-lobby",
  key_revoked: true,
  target_id: 1,
  target: "survival",
  patch_id: null,
  version: "1.1.0",
  file_name: "Essentials.jar",
  client_ip: "203.0.113.9",
  bytes: 65_536,
  expected_bytes: 4_194_304,
  range: null,
  completed: false,
};

function handler(url: URL) {
  if (url.pathname === "/patching/api/targets/") {
    return { body: { targets: [lobby, survival], public_url: "https://mc.example.org", max_bytes: 1024 * 1024 } };
  }
  if (url.pathname === "/patching/api/targets/1/patches/") {
    return { body: { target: survival, current: patches[0], patches, page: 1, page_count: 1 } };
  }
  if (url.pathname === "/api/downloads/api/totals/") {
    const key = { key_id: 2, key_name: "old-lobby", key_revoked: true, completed: 0, aborted: 1 };
    return {
      body: { keys: [{ ...key, downloads: 1, bytes: 65_536, last_download_at: date }], targets: [survival] },
    };
  }
  if (url.pathname === "/api/downloads/api/list/") return { body: { downloads: [download], page: 1, has_more: false } };
  return undefined;
}

describe("server patching in other languages", () => {
  it("lists the targets in German", async () => {
    await act(() => activateLocale("de"));
    renderApp("/patching/", { user: patcher, handler });
    expect(await screen.findByRole("heading", { level: 1, name: "Server-Patches" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((head) => head.textContent);
    // The fourth, the actions' column, is named by the shared table head (the common catalogue's words).
    expect(heads.slice(0, 3)).toEqual(["Ziel", "Aktueller Patch", "Patches"]);
    const lobbyRow = within(table).getByRole("link", { name: "lobby" }).closest("tr") as HTMLElement;
    expect(lobbyRow).toHaveTextContent("Noch keiner");
    expect(within(lobbyRow).getByRole("button", { name: "lobby umbenennen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Neues Ziel" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Server-Patches · Test Craft"));
  });

  it("shows a target's patches and the publish form in Portuguese, sizes and counts written the Brazilian way", async () => {
    await act(() => activateLocale("pt-BR"));
    renderApp("/patching/survival/", { user: patcher, handler });
    const rows = within(await screen.findByRole("table"))
      .getAllByRole("row")
      .slice(1);
    expect(rows[0]).toHaveTextContent("1.1.0Atual");
    expect(rows[0]).toHaveTextContent("3,34 MB");
    expect(rows[0]).toHaveTextContent("1.234");
    expect(within(rows[1] as HTMLElement).getByRole("button", { name: "Reverter para 1.0.0" })).toBeInTheDocument();
    expect(screen.getByText("Patch atual:")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Publicar um patch em survival" });
    expect(within(form).getByText("No máximo 1 MB.")).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "Publicar" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Instale no servidor de jogo" })).toBeInTheDocument();
  });

  it("shows the API's downloads in Spanish", async () => {
    await act(() => activateLocale("es"));
    renderApp("/api/downloads/", { user: owner, handler });
    expect(await screen.findByRole("heading", { level: 1, name: "Descargas de la API" })).toBeInTheDocument();
    const list = within(await screen.findByRole("table", { name: "Descargas" }));
    const row = list.getAllByRole("row")[1] as HTMLElement;
    expect(row).toHaveTextContent("64,00 KB de 4,00 MB");
    expect(row).toHaveTextContent("Interrumpida");
    expect(row).toHaveTextContent("Essentials.jar (eliminado)");
    expect(row).toHaveTextContent("old-lobbyRevocada");
    expect(screen.getByRole("table", { name: "Totales por clave" })).toBeInTheDocument();
    expect(await screen.findByRole("option", { name: "old-lobby (revocada)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Borrar" })).toBeDisabled();
  });
});

describe("the patching catalogue in English", () => {
  it("keeps the spec's messages as the shared package writes them (the server sends the same words)", () => {
    expect(translate("patching.messages.fetchFailed")).toBe(PATCHING_MESSAGES.fetchFailed);
    expect(translate("patching.messages.publishFailed")).toBe(PATCHING_MESSAGES.publishFailed);
    expect(translate("patching.messages.publishCanceled")).toBe(PATCHING_MESSAGES.publishCanceled);
    expect(translate("patching.messages.saveTargetFailed")).toBe(PATCHING_MESSAGES.saveTargetFailed);
    expect(translate("patching.messages.makeCurrentFailed")).toBe(PATCHING_MESSAGES.makeCurrentFailed);
    expect(translate("patching.messages.deleteFailed")).toBe(PATCHING_MESSAGES.deleteFailed);
    expect(translate("patching.messages.blankVersion")).toBe(PATCHING_MESSAGES.blankVersion);
    expect(translate("patching.messages.noFile")).toBe(PATCHING_MESSAGES.noFile);
    expect(translate("patching.publish.tooLarge", { size: "1 GB" })).toBe(
      SIZE_LIMITS.mustBeAtMost("patch file", 1024 ** 3),
    );
  });
});
