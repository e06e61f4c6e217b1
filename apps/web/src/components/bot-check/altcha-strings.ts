import type { AltchaGlobal, Strings } from "altcha/types";
import { translate } from "../../lib/i18n";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Where the brand's link goes in the footer's sentence (no word of any language). */
const BRAND = "\u0001";

/**
 * Gives the altcha widget its words in the language shown (issue 31), from our catalogue rather
 * than the library's own translations (which address the visitor formally, and have no pseudo-locales).
 * Registered under the language's tag, which the widget is then told to use; the code challenges we
 * never ask for keep the library's English.
 */
export function registerAltchaStrings(language: string) {
  const registry = (globalThis as { $altcha?: AltchaGlobal }).$altcha?.i18n;
  if (!registry) return;
  const linkLabel = translate("bot-check.altcha.linkLabel");
  const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${escapeHtml(linkLabel)}">ALTCHA</a>`;
  const strings: Partial<Strings> = {
    ariaLinkLabel: linkLabel,
    error: translate("bot-check.altcha.error"),
    expired: translate("bot-check.altcha.expired"),
    footer: escapeHtml(translate("bot-check.altcha.footer", { altcha: BRAND })).replace(BRAND, link),
    label: translate("bot-check.altcha.label"),
    verificationRequired: translate("bot-check.altcha.required"),
    verified: translate("bot-check.altcha.verified"),
    verifying: translate("bot-check.altcha.verifying"),
    waitAlert: translate("bot-check.altcha.wait"),
  };
  registry.set(language, { ...registry.get("en"), ...strings });
}
