import type { ActiveUser, Profile } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

// Issue 31: the "Language" card on /profile/edit/ saves the account's language and shows the site
// in it at once, without reading the page's data again; and the profile pages in German.

beforeAll(() => Promise.all([import("./edit-profile-pages"), import("./profile-pages")]));

// test/setup.ts shows the next test in English again; the document's own lang is put back here.
afterEach(() => {
  document.documentElement.lang = "en";
});

const steve: Profile = {
  username: "Steve",
  profile_img: "/media/avatars/abc.webp",
  minecraft_username: "Steve_MC",
  discord_username: "",
  rank: "Member",
  rank_badge: null,
  date_joined: "2026-03-04T10:00:00.000Z",
  about_me: "",
};

type Answer = { status?: number; body?: unknown };

function renderSettings(user: ActiveUser, language: (body: unknown) => Answer = () => ({ body: { message: "OK" } })) {
  const sent: unknown[] = [];
  const view = renderApp("/profile/edit/", {
    user,
    handler: (url, init) => {
      if (url.pathname === "/users/api/user-profile/") return { body: steve };
      if (url.pathname === "/users/api/two-step/")
        return { body: { enabled: false, recovery_codes_left: 0, passkeys: 0 } };
      if (url.pathname === "/users/api/sessions/") return { body: { sessions: [] } };
      if (url.pathname === "/users/api/language/" && init?.method === "POST") {
        const body: unknown = JSON.parse(String(init.body));
        sent.push(body);
        return language(body);
      }
      return undefined;
    },
  });
  const reads = (path: string) => view.calls.filter((call) => call.method === "GET" && call.path === path).length;
  return { ...view, sent, reads };
}

describe("language preference", () => {
  it("starts on the site's default, saves the chosen language and shows the page in it without reloading data", async () => {
    const { sent, reads } = renderSettings(signedIn({ locale: null }));
    const select = await screen.findByLabelText("Show the site in");
    expect(select).toHaveValue("");
    expect(screen.getByRole("option", { name: "Site default" })).toBeInTheDocument();
    // Each language is offered by its own name.
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Site default", "English", "Deutsch", "Español", "Português (Brasil)"]);
    expect(within(select).getByRole("option", { name: "Deutsch" })).toHaveAttribute("lang", "de");
    const profileReads = reads("/users/api/user-profile/");
    const userReads = reads("/users/api/user-basic-info/");

    await userEvent.selectOptions(select, "de");
    await userEvent.click(screen.getByRole("button", { name: "Save language" }));

    expect(await screen.findByText("Sprache gespeichert.")).toBeInTheDocument();
    expect(sent).toEqual([{ locale: "de" }]);
    expect(screen.getByRole("heading", { level: 1, name: "Profil bearbeiten" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Passwort ändern" })).toBeInTheDocument();
    expect(screen.getByLabelText("Website anzeigen auf")).toHaveValue("de");
    // The site's default stays offered: the way back to no choice.
    expect(screen.getByRole("option", { name: "Standard der Website" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("de");
    // The fields kept what they had; nothing was fetched again.
    expect(screen.getByLabelText("Minecraft-Benutzername")).toHaveValue("Steve_MC");
    expect(reads("/users/api/user-profile/")).toBe(profileReads);
    expect(reads("/users/api/user-basic-info/")).toBe(userReads);
  });

  it("shows the account's language as chosen", async () => {
    renderSettings(signedIn({ locale: "pt-BR" }));
    expect(await screen.findByLabelText("Show the site in")).toHaveValue("pt-BR");
    expect(screen.getByRole("option", { name: "Site default" })).toBeInTheDocument();
  });

  it("goes back to the site default: sends null and shows the site in the language that applies then", async () => {
    await act(() => activateLocale("de"));
    // The server answers what applies without a choice: here the browser's Spanish.
    const { sent } = renderSettings(signedIn({ locale: "de" }), () => ({ body: { locale: "es" } }));
    const select = await screen.findByLabelText("Website anzeigen auf");
    expect(select).toHaveValue("de");
    await userEvent.selectOptions(select, "Standard der Website");
    await userEvent.click(screen.getByRole("button", { name: "Sprache speichern" }));

    expect(
      await screen.findByText("Ahora el sitio usa el idioma de tu navegador o, si no, el predeterminado del sitio."),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ locale: null }]);
    expect(screen.getByLabelText("Mostrar el sitio en")).toHaveValue("");
    expect(screen.getByRole("heading", { level: 1, name: "Editar perfil" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("es");
  });

  it("keeps the page as it was when the server refuses", async () => {
    const { sent } = renderSettings(signedIn({ locale: null }), () => ({
      status: 429,
      body: { message: "Too many changes. Try again in a minute." },
    }));
    await userEvent.selectOptions(await screen.findByLabelText("Show the site in"), "es");
    await userEvent.click(screen.getByRole("button", { name: "Save language" }));
    expect(await screen.findByText("Too many changes. Try again in a minute.")).toBeInTheDocument();
    expect(sent).toEqual([{ locale: "es" }]);
    expect(screen.getByRole("heading", { level: 1, name: "Edit profile" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en");
  });
});

describe("profile pages in German", () => {
  it("show the own profile's labels, rank and date in German", async () => {
    await act(() => activateLocale("de"));
    renderApp("/profile/", {
      user: signedIn(),
      handler: (url) => (url.pathname === "/users/api/user-profile/" ? { body: steve } : undefined),
    });
    expect(await screen.findByRole("heading", { name: "Steve" })).toBeInTheDocument();
    expect(screen.getByText("Mitglied")).toBeInTheDocument();
    expect(screen.getByText("Beigetreten am")).toBeInTheDocument();
    expect(screen.getByText("4. März 2026")).toBeInTheDocument();
    expect(screen.getByText("Nicht angegeben")).toBeInTheDocument();
    expect(screen.getByText("Du hast noch nichts über dich geschrieben.")).toBeInTheDocument();
    expect(screen.getByAltText("Profilbild von Steve")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Profil bearbeiten" })).toHaveAttribute("href", "/profile/edit/");
    await waitFor(() => expect(document.title).toBe("Dein Profil · Test Craft"));
  });

  it("show the profile settings in German, the picture's limits and the sessions card included", async () => {
    await act(() => activateLocale("de"));
    renderSettings(signedIn({ locale: "de" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Profil bearbeiten" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Minecraft-Benutzername")).toHaveValue("Steve_MC");
    expect(screen.getByText("3 bis 16 Buchstaben, Ziffern oder Unterstriche.")).toBeInTheDocument();
    expect(screen.getByText(".jpg, .jpeg, .png, bis zu 5 MB.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Speichern" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Abbrechen" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sprache" })).toBeInTheDocument();
    expect(screen.getByLabelText("Website anzeigen auf")).toHaveValue("de");
    expect(screen.getByRole("button", { name: "Sprache speichern" })).toBeInTheDocument();
    expect(screen.getByLabelText("Aktuelles Passwort")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Zweistufige Anmeldung einrichten" })).toBeInTheDocument();
    expect(await screen.findByText("Kein anderer Browser ist bei deinem Konto angemeldet.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Dein Profil bearbeiten · Test Craft"));
  });
});
