import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render";
import { activateLocale, loadNamespaces } from "../../lib/i18n";
import { registerAltchaStrings } from "./altcha-strings";
import { BotCheckError } from "./use-bot-check";

// Issue 31: the bot check's words (reCAPTCHA's notice, altcha's widget, the failure) in the language shown.

describe("the bot check in other languages", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
    delete (globalThis as { $altcha?: unknown }).$altcha;
  });

  it("tells of reCAPTCHA and Google's policies in German on a form that uses it", async () => {
    await act(() => activateLocale("de"));
    renderApp("/contact-us/", { site: { bot_check: { provider: "recaptcha", site_key: "site-key" } } });
    const notice = await screen.findByText(/Dieses Formular ist durch reCAPTCHA geschützt/);
    expect(notice).toHaveTextContent(
      "Dieses Formular ist durch reCAPTCHA geschützt: Es gelten die Datenschutzerklärung und die Nutzungsbedingungen von Google.",
    );
    expect(screen.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "https://policies.google.com/privacy",
    );
    expect(screen.getByRole("link", { name: "Nutzungsbedingungen" })).toHaveAttribute(
      "href",
      "https://policies.google.com/terms",
    );
  });

  it("says in Portuguese that the check failed", async () => {
    await act(() => activateLocale("pt-BR"));
    await loadNamespaces("pt-BR", ["bot-check"]);
    expect(new BotCheckError().message).toBe(
      "Não foi possível concluir a verificação contra bots. Recarregue a página e tente novamente.",
    );
  });

  it("gives the altcha widget our words, its link kept and the sentence escaped", async () => {
    await act(() => activateLocale("de"));
    await loadNamespaces("de", ["bot-check"]);
    const set = vi.fn();
    (globalThis as { $altcha?: unknown }).$altcha = {
      i18n: { get: () => ({ label: "I'm not a robot", enterCode: "Enter code" }), set },
    };
    registerAltchaStrings("de");
    expect(set).toHaveBeenCalledWith(
      "de",
      expect.objectContaining({
        enterCode: "Enter code",
        label: "Ich bin kein Roboter",
        verifying: "Wird geprüft...",
        footer:
          'Geschützt durch <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="Altcha (offizielle Website)">ALTCHA</a>',
      }),
    );
  });
});
