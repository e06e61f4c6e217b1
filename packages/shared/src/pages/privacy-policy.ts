// The privacy policy's first text (issue 30): the page the site makes for itself on its first start
// after this version, and what /privacy-policy/ shows once the owner has deleted that page. The
// operator's name and contact are left for the settings (issue 30, "Settings"): the text is as it was.

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The policy as the rich-text editor writes HTML; `contactUrl` is the contact form's address. */
export function privacyPolicyHtml(siteName: string, contactUrl: string): string {
  const name = escapeText(siteName);
  return [
    `<p>${name} is the community website of a Minecraft server. This page says what we store about you, why, and how to have it removed.</p>`,
    "<h2>What we store</h2>",
    "<ul>",
    "<li><p><strong>Your account:</strong> username, e-mail address, a password hash (never the password itself), the date you joined, and what you choose to put on your profile: picture, Minecraft name, Discord name and about-me text.</p></li>",
    "<li><p><strong>What you post:</strong> appeals, comments, contact messages and news networks, with their dates.</p></li>",
    "<li><p><strong>Punishment records:</strong> in-game punishments (player name and uuid, reason, issuer, dates) are published on the punished-players page, as part of the server's rules.</p></li>",
    "<li><p><strong>Security records:</strong> your active sessions (with the IP address and browser that started them), failed sign-in attempts, and rate-limit counters, kept to protect accounts from abuse.</p></li>",
    "</ul>",
    "<h2>Cookies</h2>",
    "<p>We set only the cookies the site needs to work; there are no advertising cookies.</p>",
    "<ul>",
    "<li><p><code>bastion_session</code> (<code>__Host-bastion_session</code> on https): keeps you signed in. HttpOnly, expires after two weeks without use, a month after you signed in, or when you log out.</p></li>",
    "<li><p><code>XSRF-TOKEN</code>: protects forms against cross-site request forgery. It holds a random value and nothing about you.</p></li>",
    "</ul>",
    "<h2>E-mail</h2>",
    "<p>We e-mail you only for your account: verifying your address, resetting your password, and replies to your appeals. We never sell or share your address, and we send no marketing.</p>",
    "<h2>Other services</h2>",
    "<p>Player heads are loaded from a public avatar service by Minecraft uuid, which sees your IP address when your browser fetches the picture. When the site owner turns on Google reCAPTCHA, Google's terms apply to forms that use it; by default the bot check runs on our own server.</p>",
    "<h2>How long we keep it</h2>",
    "<p>Account data is kept while your account exists. An account whose e-mail address is never verified is deleted after a week. Sessions end after two weeks of inactivity, and reset and verification links expire within hours.</p>",
    "<h2>Your rights and deletion</h2>",
    `<p>You can see and change your profile at any time. To get a copy of your data or to have your account deleted, send a message through the <a href="${escapeText(contactUrl)}">contact form</a> from the e-mail address on your account; we answer within 30 days. Punishment records may be kept as long as the punishment is relevant to the server's safety.</p>`,
  ].join("");
}

/** The privacy page's title. */
export const PRIVACY_PAGE_TITLE = "Privacy policy";
