import { type Locale, msg } from "@bastion/shared";
import { escapeHtml } from "./escape";
import { translateSource } from "./i18n/translate";

export interface MailContent {
  siteName: string;
  /** The first line, e.g. "Hello Steve,". */
  greeting: string;
  /** Plain-text paragraphs; escaped for the HTML body. */
  paragraphs: string[];
  /** A button in HTML, a bare link in text. */
  action?: { label: string; url: string };
  /** Small print after the action, e.g. why the mail was sent. */
  footnote?: string;
  /** The language the mail is written in (the recipient's): the template's own words and `<html lang>`. */
  locale?: Locale;
}

/**
 * The text and HTML bodies of a site e-mail. Every value is treated as text: user input
 * (names, messages) can never add markup or links to the HTML body.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  const { siteName, greeting, paragraphs, action, footnote, locale = "en" } = content;
  const orOpen = translateSource(msg("Or open this address:"), undefined, locale);
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(footnote ? [footnote] : []),
    `-- \n${siteName}`,
  ].join("\n\n");

  const p = (value: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value).replaceAll("\n", "<br>")}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2f9e44;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">` +
      `${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(orOpen)} ` +
      `<a href="${escapeHtml(action.url)}" style="color:#1c7ed6;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : "";
  const html = [
    "<!doctype html>",
    `<html lang="${locale}"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#222222">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">`,
    `<h1 style="font-size:20px;margin:0 0 20px">${escapeHtml(siteName)}</h1>`,
    p(greeting),
    ...paragraphs.map(p),
    button,
    footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#666666">${escapeHtml(footnote)}</p>` : "",
    "</div></body></html>",
  ].join("\n");
  return { text, html };
}
