import {
  LOCALES,
  NEWS_TEMPLATE_EXAMPLES,
  NEWS_TEMPLATE_LABELS,
  NEWS_TEMPLATE_LISTS,
  unknownVariables,
  unknownVariablesMessage,
} from "@bastion/shared";
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { detailFixture } from "../../../../test/fixtures/news-networks";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale, translate } from "../../../lib/i18n";
import { TEMPLATE_WORDS } from "./template-words";

const summary = (id: number, name: string, locked: boolean) => ({
  id,
  network_name_on_website: `${name} Network`,
  network_name: name,
  network_name_short: name.slice(0, 3).toUpperCase(),
  logo_background_colour: "#1a2b3c",
  logo_text_colour: "#ffffff",
  logo_stroke: "#000000",
  is_locked: locked,
  updated_at: "2026-11-25T12:00:00.000Z",
});

function handler(url: URL) {
  if (url.pathname === "/mc2/api/home-page/") {
    return {
      body: { custom_news: [summary(4, "Galactic", false), summary(9, "Colony", true)], total_news_networks: 2 },
    };
  }
  if (url.pathname === "/mc2/api/news/inspect/7/") {
    return { body: detailFixture({ is_locked: true, server_id: "srv-9", allowed_usernames: ["Steve"] }) };
  }
  return undefined;
}

describe("the news networks in other languages", () => {
  it("lists the networks in German, the game's names left as they are", async () => {
    await act(() => activateLocale("de"));
    renderApp("/mycolony2/", { user: signedIn(), handler });
    expect(await screen.findByText("Du hast 2 von 3 Nachrichtennetzwerken.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "My Colony 2" })).toBeInTheDocument();
    expect(screen.getByText("Colony · Gesperrt")).toBeInTheDocument();
    expect(screen.getByText("Galactic · Offen")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Ansehen\s*Galactic Network$/ })).toHaveAttribute(
      "href",
      "/mycolony2/news/4/",
    );
    expect(screen.getByRole("link", { name: "Erstellen" })).toHaveAttribute("href", "/mycolony2/news/create/");
    expect(screen.getByRole("link", { name: "So nutzt du ein Nachrichtennetzwerk im Spiel" })).toBeInTheDocument();
  });

  it("shows a network's details and templates in Portuguese", async () => {
    await act(() => activateLocale("pt-BR"));
    renderApp("/mycolony2/news/7/", { user: signedIn(), handler });
    expect(await screen.findByRole("heading", { level: 1, name: "Galactic News" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "URL do feed" })).toBeInTheDocument();
    const facts = within(screen.getByRole("region", { name: "Detalhes" }));
    expect(
      facts.getByText("Restrita ao ID do servidor abaixo (ele tem prioridade sobre os jogadores)."),
    ).toBeInTheDocument();
    expect(facts.getByText("Jogadores permitidos")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Venda de contratos (1)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Excluir rede de notícias" })).toBeInTheDocument();
  });

  it("opens the create form in Spanish with Spanish examples that keep the game's variables", async () => {
    await act(() => activateLocale("es"));
    renderApp("/mycolony2/news/create/", { user: signedIn(), handler });
    expect(await screen.findByRole("heading", { level: 1, name: "Crear una red de noticias" })).toBeInTheDocument();
    const tech = within(screen.getByRole("group", { name: "Tecnología desbloqueada" }));
    expect(tech.getByLabelText("Tecnología desbloqueada, entrada 1")).toHaveValue("¡#name ha desbloqueado #tech!");
    expect(tech.getByRole("button", { name: "Insertar #tech en Tecnología desbloqueada" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nombre corto")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Crear" })).toBeInTheDocument();
  });

  it("explains the feed in German with its code left as code", async () => {
    await act(() => activateLocale("de"));
    renderApp("/mycolony2/news/how-to/", { user: signedIn(), handler });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Anleitung: Nachrichtennetzwerke" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Seite folgt" })).toBeInTheDocument();
    const intro = screen.getByText(/Die Seite jedes Netzwerks hat eine/);
    expect(intro).toHaveTextContent("Ein GET darauf liefert das Netzwerk als JSON");
    expect(within(intro).getByText("ETag").tagName).toBe("CODE");
    expect(within(intro).getByText("Feed-URL").tagName).toBe("STRONG");
    expect(screen.getByText("?server=ServerId").tagName).toBe("CODE");
  });

  it("writes every language's examples with only the variables the game replaces", async () => {
    for (const locale of LOCALES) {
      await act(() => activateLocale(locale));
      for (const list of NEWS_TEMPLATE_LISTS) {
        const example = translate(TEMPLATE_WORDS[list].example);
        expect(unknownVariables(list, example), `${locale} ${list}: ${example}`).toEqual([]);
        const english = (NEWS_TEMPLATE_EXAMPLES[list].match(/#[A-Za-z]+/g) ?? []).sort();
        expect((example.match(/#[A-Za-z]+/g) ?? []).sort(), `${locale} ${list}`).toEqual(english);
      }
    }
  });
});

describe("the news networks catalogue in English", () => {
  it("keeps the shared package's list names, hints, examples and variable message word for word", () => {
    for (const list of NEWS_TEMPLATE_LISTS) {
      expect(translate(TEMPLATE_WORDS[list].label)).toBe(NEWS_TEMPLATE_LABELS[list].label);
      expect(translate(TEMPLATE_WORDS[list].hint)).toBe(NEWS_TEMPLATE_LABELS[list].hint);
      expect(translate(TEMPLATE_WORDS[list].example)).toBe(NEWS_TEMPLATE_EXAMPLES[list]);
    }
    const values = (unknown: string[], list: "tech_unlock" | "taglines") => ({
      count: unknown.length,
      names: unknown.join(", "),
      allowed: list === "tech_unlock" ? "#name, #tech" : "",
    });
    expect(translate("news-networks.templates.unknown", values(["#a", "#b"], "tech_unlock"))).toBe(
      unknownVariablesMessage("tech_unlock", ["#a", "#b"]),
    );
    expect(translate("news-networks.templates.unknownNone", values(["#a"], "taglines"))).toBe(
      unknownVariablesMessage("taglines", ["#a"]),
    );
  });
});
