import { ACCOUNT_LIMITS, LIMITS, type Locale, msg } from "@bastion/shared";
import type { Config } from "../../config";
import { mailLocale, wordsIn } from "../../lib/i18n/translate";
import type { MailMessage } from "../../lib/mail";
import { renderMail } from "../../lib/mail-template";

/** The site as its e-mails name it; SITE_LOCALE is its default language (English when not given). */
type SiteConfig = Pick<Config, "SITE_NAME" | "publicUrl"> & { SITE_LOCALE?: Locale };

interface Recipient {
  username: string;
  email: string;
  /** The account's own language, as stored; none: the site's default. */
  locale?: string | null;
}

const linkFor = (config: SiteConfig, path: string, username: string, token: string) =>
  `${config.publicUrl}/${path}/${encodeURIComponent(username)}/?token=${encodeURIComponent(token)}`;

const languageOf = (config: SiteConfig, user: Recipient): Locale => mailLocale(user.locale, config.SITE_LOCALE);

/** The e-mail with the link that verifies a new account: PUBLIC_URL/verify/{username}/?token=… */
export function verificationMail(config: SiteConfig, user: Recipient, token: string): MailMessage {
  const site = config.SITE_NAME;
  const locale = languageOf(config, user);
  const t = wordsIn(locale);
  return {
    to: user.email,
    subject: t(msg("Verify your {site} account"), { site }),
    ...renderMail({
      siteName: site,
      locale,
      greeting: t(msg("Hello {username},"), { username: user.username }),
      paragraphs: [
        t(
          msg(
            "Thank you for registering on {site}. Open the link below to verify your e-mail address and finish setting up your account.",
          ),
          { site },
        ),
        t(msg("The link works for {hours, plural, one {# hour} other {# hours}}."), {
          hours: ACCOUNT_LIMITS.verificationLinkHours,
        }),
      ],
      action: { label: t(msg("Verify my account")), url: linkFor(config, "verify", user.username, token) },
      footnote: t(
        msg("If you did not register on {site}, ignore this e-mail: no account is activated without this link."),
        { site },
      ),
    }),
  };
}

/** The e-mail with the password reset link: PUBLIC_URL/forgot-password/{username}/?token=… */
export function passwordResetMail(config: SiteConfig, user: Recipient, token: string): MailMessage {
  const site = config.SITE_NAME;
  const locale = languageOf(config, user);
  const t = wordsIn(locale);
  return {
    to: user.email,
    subject: t(msg("Reset your {site} password"), { site }),
    ...renderMail({
      siteName: site,
      locale,
      greeting: t(msg("Hello {username},"), { username: user.username }),
      paragraphs: [
        t(
          msg(
            "Someone (hopefully you) asked to reset the password of your {site} account. Open the link below to choose a new one.",
          ),
          { site },
        ),
        t(
          msg(
            "The link works for {minutes, plural, one {# minute} other {# minutes}} and only once. Changing the password signs you out everywhere.",
          ),
          { minutes: LIMITS.resetLinkMinutes },
        ),
      ],
      action: { label: t(msg("Reset my password")), url: linkFor(config, "forgot-password", user.username, token) },
      footnote: t(msg("If you did not ask for this, ignore this e-mail: your password stays as it is.")),
    }),
  };
}

/**
 * Sent instead of a verification link when someone signs up with an address that already has an
 * account: the sign-up answer is the same as for a new address, so only the address's owner learns it.
 */
export function registrationAttemptMail(config: SiteConfig, user: Recipient): MailMessage {
  const site = config.SITE_NAME;
  const locale = languageOf(config, user);
  const t = wordsIn(locale);
  return {
    to: user.email,
    subject: t(msg("Someone tried to register on {site} with your address"), { site }),
    ...renderMail({
      siteName: site,
      locale,
      greeting: t(msg("Hello {username},"), { username: user.username }),
      paragraphs: [
        t(
          msg(
            "Someone tried to register a new {site} account with this e-mail address, which already belongs to your account ({username}). No new account was made.",
          ),
          { site, username: user.username },
        ),
        t(msg("If it was you, sign in instead, or reset your password if you have forgotten it.")),
      ],
      action: { label: t(msg("Reset my password")), url: `${config.publicUrl}/forgot-password/` },
      footnote: t(msg("If it was not you, ignore this e-mail: your account is unchanged. You can sign in at {url}."), {
        url: `${config.publicUrl}/login/`,
      }),
    }),
  };
}
