// The privacy policy's first text (issue 30): the page the site makes for itself on its first start
// after this version, and what /privacy-policy/ shows once the owner has deleted that page. The
// operator's name and contact are left for the settings (issue 30, "Settings"): the text is as it was.
// Issue 31: it is written in the site's default language when the page is made, and the web app's
// fallback in the language shown; one structure, each language's words in privacy-policy-words.ts.
import type { Locale } from "../i18n/locales";
import { POLICY_WORDS } from "./privacy-policy-words";

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const item = (label: string, text: string) => `<li><p><strong>${label}</strong> ${text}</p></li>`;

/** The policy as the rich-text editor writes HTML; `contactUrl` is the contact form's address. */
export function privacyPolicyHtml(siteName: string, contactUrl: string, locale: Locale = "en"): string {
  const w = POLICY_WORDS[locale];
  const link = (text: string) => `<a href="${escapeText(contactUrl)}">${text}</a>`;
  return [
    `<p>${w.intro(escapeText(siteName))}</p>`,
    `<h2>${w.storeHeading}</h2>`,
    "<ul>",
    item(w.account[0], w.account[1]),
    item(w.posts[0], w.posts[1]),
    item(w.punishments[0], w.punishments[1]),
    item(w.security[0], w.security[1]),
    "</ul>",
    `<h2>${w.cookiesHeading}</h2>`,
    `<p>${w.cookiesIntro}</p>`,
    "<ul>",
    `<li><p>${w.sessionCookie("<code>bastion_session</code>", "<code>__Host-bastion_session</code>")}</p></li>`,
    `<li><p>${w.xsrfCookie("<code>XSRF-TOKEN</code>")}</p></li>`,
    "</ul>",
    `<h2>${w.mailHeading}</h2>`,
    `<p>${w.mail}</p>`,
    `<h2>${w.servicesHeading}</h2>`,
    `<p>${w.services}</p>`,
    `<h2>${w.keepHeading}</h2>`,
    `<p>${w.keep}</p>`,
    `<h2>${w.rightsHeading}</h2>`,
    `<p>${w.rights(link)}</p>`,
  ].join("");
}

/** The privacy page's title, in the language the page is made in. */
export const privacyPageTitle = (locale: Locale = "en"): string => POLICY_WORDS[locale].title;
