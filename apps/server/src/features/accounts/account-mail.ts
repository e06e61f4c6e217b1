import { ACCOUNT_LIMITS, LIMITS, msg } from "@bastion/shared";
import type { Config } from "../../config";
import type { MailMessage } from "../../lib/mail";
import { renderMail } from "../../lib/mail-template";

type SiteConfig = Pick<Config, "SITE_NAME" | "publicUrl">;

interface Recipient {
  username: string;
  email: string;
}

const linkFor = (config: SiteConfig, path: string, username: string, token: string) =>
  `${config.publicUrl}/${path}/${encodeURIComponent(username)}/?token=${encodeURIComponent(token)}`;

/** The e-mail with the link that verifies a new account: PUBLIC_URL/verify/{username}/?token=… */
export function verificationMail(config: SiteConfig, user: Recipient, token: string): MailMessage {
  const site = config.SITE_NAME;
  return {
    to: user.email,
    subject: `Verify your ${site} account`,
    ...renderMail({
      siteName: site,
      greeting: `Hello ${user.username},`,
      paragraphs: [
        `Thank you for registering on ${site}. Open the link below to verify your e-mail address and finish setting up your account.`,
        `The link works for ${ACCOUNT_LIMITS.verificationLinkHours} hours.`,
      ],
      action: { label: "Verify my account", url: linkFor(config, "verify", user.username, token) },
      footnote: `If you did not register on ${site}, ignore this e-mail: no account is activated without this link.`,
    }),
  };
}

/** The e-mail with the password reset link: PUBLIC_URL/forgot-password/{username}/?token=… */
export function passwordResetMail(config: SiteConfig, user: Recipient, token: string): MailMessage {
  const site = config.SITE_NAME;
  return {
    to: user.email,
    subject: `Reset your ${site} password`,
    ...renderMail({
      siteName: site,
      greeting: `Hello ${user.username},`,
      paragraphs: [
        `Someone (hopefully you) asked to reset the password of your ${site} account. Open the link below to choose a new one.`,
        `The link works for ${LIMITS.resetLinkMinutes} minutes and only once. Changing the password signs you out everywhere.`,
      ],
      action: { label: "Reset my password", url: linkFor(config, "forgot-password", user.username, token) },
      footnote: msg("If you did not ask for this, ignore this e-mail: your password stays as it is."),
    }),
  };
}

/**
 * Sent instead of a verification link when someone signs up with an address that already has an
 * account: the sign-up answer is the same as for a new address, so only the address's owner learns it.
 */
export function registrationAttemptMail(config: SiteConfig, user: Recipient): MailMessage {
  const site = config.SITE_NAME;
  return {
    to: user.email,
    subject: `Someone tried to register on ${site} with your address`,
    ...renderMail({
      siteName: site,
      greeting: `Hello ${user.username},`,
      paragraphs: [
        `Someone tried to register a new ${site} account with this e-mail address, which already belongs to your account (${user.username}). No new account was made.`,
        msg("If it was you, sign in instead, or reset your password if you have forgotten it."),
      ],
      action: { label: "Reset my password", url: `${config.publicUrl}/forgot-password/` },
      footnote: `If it was not you, ignore this e-mail: your account is unchanged. You can sign in at ${config.publicUrl}/login/.`,
    }),
  };
}
