import type { ApiKey, ApiKeyList } from "@bastion/shared";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

// Issue 31: the owner manages the game server's keys in German.

const owner = signedIn({ username: "TheOwner", groups: ["owner"] });

const key = (id: number, overrides: Partial<ApiKey> = {}): ApiKey => ({
  id,
  name: `Server ${id}`,
  prefix: `bst_abc${id}12`,
  scopes: ["punishments:write"],
  targets: [],
  created_at: "2026-11-01T12:00:00.000Z",
  created_by: null,
  last_used_at: null,
  last_used_ip: null,
  revoked_at: null,
  ...overrides,
});

describe("Manage API Keys in German", () => {
  it("shows the keys, the form, the example and the new key in German", async () => {
    await act(() => activateLocale("de"));
    let list: ApiKeyList = {
      keys: [key(1), key(2, { revoked_at: "2026-11-10T00:00:00.000Z" })],
      patch_targets: [],
      public_url: "https://mc.example.org",
    };
    renderApp("/api/keys/", {
      user: owner,
      handler: (url, init) => {
        if (url.pathname === "/api/keys/api/list/") return { body: list };
        if (url.pathname !== "/api/keys/api/create/") return undefined;
        const body = JSON.parse(String(init?.body));
        const created = key(3, { name: body.name });
        list = { ...list, keys: [created, ...list.keys] };
        return { status: 201, body: { message: "Erstellt.", key: "bst_SECRET", api_key: created } };
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "API-Schlüssel verwalten" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    const live = within(table).getByText("Server 1").closest("tr") as HTMLElement;
    expect(within(live).getByText("Aktiv")).toBeInTheDocument();
    expect(within(live).getByText("Nie")).toBeInTheDocument();
    expect(within(live).getByText("von unbekannt")).toBeInTheDocument();
    expect(within(live).getByRole("button", { name: "Server 1 widerrufen" })).toHaveTextContent("Widerrufen");
    expect(within(table).getByText("Server 2").closest("tr")).toHaveTextContent("Widerrufen");
    expect(screen.getByRole("heading", { name: "Vom Spielserver aus nutzen" })).toBeInTheDocument();
    expect(screen.getByText(/^Sende bis zu 1000 Strafen pro Anfrage/)).toHaveTextContent(
      'Erneutes Senden mit derselben id aktualisiert die Strafe (z. B. "is_active": false, wenn sie aufgehoben wird).',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: /punishments:write/ }));
    await user.click(screen.getByRole("button", { name: "Schlüssel erstellen" }));
    expect(await screen.findByText("Bitte gib einen Namen ein.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Name"), "Lobby");
    await user.click(screen.getByRole("button", { name: "Schlüssel erstellen" }));
    expect(await screen.findByText("Wähle mindestens eine Berechtigung.")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /Strafen vom Spielserver senden/ }));
    await user.click(screen.getByRole("button", { name: "Schlüssel erstellen" }));
    const notice = await screen.findByRole("alert", { name: "Dein neuer Schlüssel „Lobby“" });
    expect(within(notice).getByText("Er wird nicht noch einmal angezeigt")).toBeInTheDocument();
    expect(within(notice).getByLabelText("Der neue API-Schlüssel")).toHaveValue("bst_SECRET");
    expect(within(notice).getByRole("button", { name: "Schlüssel kopieren" })).toBeInTheDocument();
    await user.click(within(notice).getByRole("button", { name: "Ich habe ihn kopiert" }));
    expect(screen.queryByRole("alert", { name: /Lobby/ })).not.toBeInTheDocument();
  });
});
