import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../test/render";

// Issue 31: a visitor switches language from the navbar, the side panel or the footer; the site is
// shown in it at once, without a reload and without fetching the page's data again, and the choice
// is remembered by the server.

const html = document.documentElement;
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the choice a test made, as a new browser would.
  document.cookie = "bastion_lang=; Path=/; Max-Age=0";
  html.lang = "en";
  html.dir = "ltr";
});

const status = {
  online: true,
  icon: null,
  players: { online: 7, max: 50 },
  motd: { html: "A survival world" },
  version: "Paper 1.21.4",
  latency: 23,
};

/** The home page, with the language route answering as `language` says. */
function renderHome(language: { status: number } = { status: 200 }) {
  const saved: unknown[] = [];
  const view = renderApp("/", {
    handler: (url, init) => {
      if (url.pathname === "/api/server-status/") return { body: status };
      if (url.pathname === "/users/api/language/" && init?.method === "POST") {
        saved.push(JSON.parse(String(init.body)));
        return language.status === 200
          ? { body: { message: "Language saved." } }
          : { status: language.status, body: { message: "Service unavailable" } };
      }
      return undefined;
    },
  });
  return { ...view, saved };
}

describe("the language switch", () => {
  it("names each language in itself, with its lang, and marks the one shown", async () => {
    renderApp("/");
    const footer = within(await screen.findByRole("contentinfo"));
    const select = footer.getByRole("combobox", { name: "Language" }) as HTMLSelectElement;
    expect(select).toHaveValue("en");
    expect([...select.options].map((option) => [option.text, option.lang])).toEqual([
      ["English", "en"],
      ["Deutsch", "de"],
      ["Español", "es"],
      ["Português (Brasil)", "pt-BR"],
    ]);
    expect(select.selectedOptions[0]?.text).toBe("English");
  });

  it("shows the navbar, footer and page in German at once, fetches no data again, and saves the choice", async () => {
    const { calls, saved } = renderHome();
    expect(await screen.findByRole("heading", { name: "How to join" })).toBeInTheDocument();
    expect(await screen.findByText("Paper 1.21.4")).toBeInTheDocument();
    const before = calls.length;

    const banner = within(document.querySelector<HTMLElement>(".site-navbar") ?? document.body);
    await userEvent.selectOptions(banner.getByRole("combobox", { name: "Language" }), "de");

    // The navbar, the footer and the page, in German.
    expect(await banner.findByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/login/");
    expect(banner.getByRole("link", { name: "Registrieren" })).toBeInTheDocument();
    expect(banner.getByRole("combobox", { name: "Design" })).toBeInTheDocument();
    expect(banner.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByText(/Nicht mit Mojang oder Microsoft verbunden\./)).toBeInTheDocument();
    expect(footer.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
    expect(screen.getByRole("heading", { name: "So machst du mit" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Serverstatus" })).toHaveTextContent("7 / 50 Spieler online");
    // The data already fetched stays: the MOTD and version are still there, not asked for again.
    expect(screen.getByText("Paper 1.21.4")).toBeInTheDocument();
    expect(html).toHaveAttribute("lang", "de");
    expect(html).toHaveAttribute("dir", "ltr");

    await waitFor(() => expect(saved).toEqual([{ locale: "de" }]));
    const after = calls.slice(before).filter((call) => call.path !== "/api/get_csrf_token/");
    expect(after.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /users/api/language/"]);
    expect(after[0]?.headers["X-CSRFToken"]).toBe("token");
  });

  it("keeps the language chosen, with no alarm, when the server cannot save it", async () => {
    const { saved } = renderHome({ status: 503 });
    const footer = within(await screen.findByRole("contentinfo"));
    await userEvent.selectOptions(footer.getByRole("combobox", { name: "Language" }), "es");
    expect(await screen.findByRole("heading", { name: "Cómo unirte" })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ locale: "es" }]));
    expect(screen.getByRole("link", { name: "Iniciar sesión" })).toBeInTheDocument();
    expect(footer.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // The browser remembers it itself: the next page (a reload, a new tab) is served in Spanish.
    expect(document.cookie).toContain("bastion_lang=es");
  });

  it("leaves the last of two quick choices shown, and saves only that one", async () => {
    const { saved } = renderHome();
    const footer = within(await screen.findByRole("contentinfo"));
    const select = footer.getByRole("combobox", { name: "Language" });
    // In the same moment: German is still being put in place when Spanish is chosen.
    fireEvent.change(select, { target: { value: "de" } });
    fireEvent.change(select, { target: { value: "es" } });
    expect(await screen.findByRole("heading", { name: "Cómo unirte" })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ locale: "es" }]));
    expect(html).toHaveAttribute("lang", "es");
    expect(footer.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
  });

  it("is in the phone menu, reached and used by the keyboard", async () => {
    renderApp("/");
    await userEvent.click(await screen.findByRole("button", { name: "Toggle navigation" }));
    const menu = within(document.getElementById("main-nav") ?? document.body);
    const select = menu.getByRole("combobox", { name: "Language" });
    select.focus();
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, "pt-BR");
    expect(await menu.findByRole("link", { name: "Entrar" })).toBeInTheDocument();
    expect(html).toHaveAttribute("lang", "pt-BR");
  });

  it("is in a member's side panel too", async () => {
    renderApp("/", { user: signedIn() });
    await userEvent.click(await screen.findByRole("button", { name: "Open the menu of Steve" }));
    const panel = within(await screen.findByRole("dialog"));
    await userEvent.selectOptions(panel.getByRole("combobox", { name: "Language" }), "de");
    expect(await panel.findByText("Dein Profil ansehen")).toBeInTheDocument();
    expect(panel.getByRole("button", { name: "Abmelden" })).toBeInTheDocument();
    expect(panel.getByRole("button", { name: "Schließen" })).toBeInTheDocument();
  });
});
