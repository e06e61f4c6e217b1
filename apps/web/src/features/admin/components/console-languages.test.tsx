import type { AuditLog, PersonSummary } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

// Issue 31: the owner's console in the owner's language. Each page's own words (headings, labels,
// buttons, table headers, the shared labels the web maps to its catalogue) come in the language shown.

const owner = signedIn({ username: "TheOwner", groups: ["owner"] });

const settings = {
  site_name: "Test Craft",
  description: "",
  server_address: "play.test.example",
  discord_url: "",
  store_url: "",
  footer_text: "",
  operator_name: "",
  operator_contact: "",
  modules: { mycolony2: true, downloads: true, appeals: true, announcement_comments: true },
};

const person = (id: number, overrides: Partial<PersonSummary> = {}): PersonSummary => ({
  id,
  username: `Player${id}`,
  email: `player${id}@example.test`,
  groups: [],
  permissions: [],
  is_verified: true,
  two_step: false,
  is_active: true,
  date_joined: "2026-11-01T12:00:00.000Z",
  last_login: null,
  ...overrides,
});

describe("the console in German", () => {
  it("shows the settings page's sections, fields, module switches and button in German", async () => {
    await act(() => activateLocale("de"));
    renderApp("/admin/settings/", {
      user: owner,
      handler: (url) => (url.pathname === "/admin/api/settings/" ? { body: settings } : undefined),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Verwaltung" })).toBeInTheDocument();
    for (const title of ["Einstellungen", "Seite", "Links", "Betreiber laut Datenschutzerklärung", "Module"]) {
      expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Name der Seite")).toHaveValue("Test Craft");
    expect(screen.getByRole("switch", { name: /^Einsprüche/ })).toBeChecked();
    expect(screen.getByRole("switch", { name: /^Kommentare zu Ankündigungen/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Speichern" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Protokoll" })).toHaveAttribute("href", "/admin/audit/");
    expect(screen.queryByText("Site name")).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Einstellungen · Test Craft"));
  });

  it("lists people with German headers, states and counts, and says when none match", async () => {
    await act(() => activateLocale("de"));
    const list = [
      person(2, { groups: ["administrators"], is_verified: false }),
      person(1, { is_active: false, two_step: true, last_login: "2026-11-20T10:00:00.000Z" }),
    ];
    renderApp("/admin/people/", {
      user: owner,
      handler: (url) => {
        if (url.pathname !== "/admin/api/people/") return undefined;
        const people = url.searchParams.get("search") ? [] : list;
        return { body: { people, page: 1, total: people.length, more: false, page_count: 1 } };
      },
    });
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      "Benutzername",
      "E-Mail",
      "Gruppen",
      "Berechtigungen",
      "Bestätigt",
      "Aktiv",
      "Zweistufig",
      "Beigetreten",
      "Letzte Anmeldung",
    ]);
    const [first, second] = within(table).getAllByRole("row").slice(1) as HTMLElement[];
    expect(within(first as HTMLElement).getByText("Nein")).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText("Nie")).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText("Deaktiviert")).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText("An")).toBeInTheDocument();
    // The date is written the German way.
    expect(within(second as HTMLElement).getByText(/^1\. November 2026$/)).toBeInTheDocument();
    expect(screen.getByText("2 Konten, neueste zuerst.")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Benutzername oder E-Mail"), "zzz");
    await user.click(screen.getByRole("button", { name: "Suchen" }));
    expect(await screen.findByText("Keine passenden Konten.")).toBeInTheDocument();
    expect(screen.getByText("0 passende Konten, neueste zuerst.")).toBeInTheDocument();
  });
});

describe("the audit log in Spanish", () => {
  it("names the columns, the actors, the actions and the changed fields in Spanish", async () => {
    await act(() => activateLocale("es"));
    const log: AuditLog = {
      entries: [
        {
          id: 9,
          created_at: "2026-11-21T10:00:00.000Z",
          actor: "TheOwner",
          actor_kind: "user",
          actor_id: 3,
          actor_deleted: false,
          ip: null,
          action: "user.access",
          target_type: "user",
          target_id: "7",
          target: "Pixel_Pam",
          before: { groups: ["patching"], permissions: [] },
          after: { groups: ["administrators"], permissions: [] },
        },
      ],
      page: 1,
      has_more: false,
    };
    renderApp("/admin/audit/", {
      user: owner,
      handler: (url) => {
        if (url.pathname === "/admin/api/audit/actors/") return { body: { actors: [] } };
        return url.pathname === "/admin/api/audit/" ? { body: log } : undefined;
      },
    });
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Cuándo", "Quién", "Acción", "Objeto", "Cambio"]);
    const [row] = within(table).getAllByRole("row").slice(1) as HTMLElement[];
    expect(row).toHaveTextContent("Cuenta #3");
    expect(row).toHaveTextContent("Grupos o permisos cambiados");
    expect(row).toHaveTextContent("grupos: patching → administrators");
    expect(row).toHaveTextContent("permisos: ninguno → ninguno");
    expect(within(screen.getByLabelText("Acción")).getByRole("option", { name: "Clave de API revocada" })).toHaveValue(
      "api_key.revoke",
    );
    expect(screen.getByRole("button", { name: "Filtrar" })).toBeInTheDocument();
  });
});

describe("the look page in Brazilian Portuguese", () => {
  it("checks the palette live and explains a failing pair in Portuguese, with its numbers", async () => {
    await act(() => activateLocale("pt-BR"));
    renderApp("/admin/look/", {
      user: owner,
      handler: (url) =>
        url.pathname === "/admin/api/look/"
          ? { body: { accent: "#34d399", accent_secondary: "#6c757d", default_theme: "dark" } }
          : undefined,
    });
    const accent = await screen.findByLabelText("Cor de destaque");
    const checks = screen.getByRole("heading", { name: "Verificação de contraste" }).closest("section") as HTMLElement;
    expect(within(checks).getByText("Links no fundo claro: 6,5:1 (precisa de 4,5:1)")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /^Escuro/ })).toBeChecked();
    expect(screen.getByRole("region", { name: "Prévia no tema claro" })).toBeInTheDocument();

    await userEvent.clear(accent);
    await userEvent.type(accent, "#001f3f");
    expect(
      within(checks).getByText(
        "Cor de destaque como texto de link (#4d6279) no fundo escuro: 2,9:1; links precisam de pelo menos 4,5:1.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Salvar" })).toBeDisabled();
    expect(screen.getByText(/Salvar fica desativado enquanto \d+ pares não passam/)).toBeInTheDocument();
  });
});
