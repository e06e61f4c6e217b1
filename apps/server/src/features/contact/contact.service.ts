import { type Locale, msg } from "@bastion/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { mailLocale, msgWith, wordsIn } from "../../lib/i18n/translate";
import type { Mailer } from "../../lib/mail";
import { renderMail } from "../../lib/mail-template";
import { assertAllowed, hitRateLimit } from "../../lib/rate-limit";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import * as repo from "./contact.repository";

export interface ContactDeps {
  db: Db;
  /** SITE_LOCALE, the site's default language, is the e-mail's (the inbox has no account). */
  config: Pick<Config, "SITE_NAME" | "CONTACT_EMAIL"> & { SITE_LOCALE?: Locale };
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Messages per client address per hour. */
const CONTACT_RULE = { limit: 5, windowMs: 60 * 60 * 1000 };

export const CONTACT_THANKS = msg("Thank you for your message. We will get back to you by e-mail.");

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

/**
 * Stores the message (always) and e-mails it to CONTACT_EMAIL when set, replying to the sender.
 * A mail failure is logged: the message is safe in the database either way.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  sender: { ip: string; userId: number | null },
) {
  assertAllowed(await hitRateLimit(deps.db, `contact:ip:${sender.ip}`, CONTACT_RULE), (when) =>
    msgWith("You have sent several messages already. Try again {when}.", { when: { nested: when } }),
  );
  // Stored with its Discord message for the staff (issue 32): both or neither.
  const id = await deps.db.transaction().execute(async (trx) => {
    const messageId = await repo.insertContactMessage(trx, { ...input, userId: sender.userId, ip: sender.ip });
    await queueDiscordEvent(trx, { kind: "contact_message", message_id: messageId, ...input });
    return messageId;
  });
  const to = deps.config.CONTACT_EMAIL;
  if (to) {
    const site = deps.config.SITE_NAME;
    const locale = mailLocale(undefined, deps.config.SITE_LOCALE);
    const t = wordsIn(locale);
    const mail = {
      to,
      replyTo: `${input.name.replace(/["\r\n<>]/g, "")} <${input.email}>`,
      subject: t(msg("[{site}] Contact form: {name}"), {
        site,
        name: input.name.replace(/[\r\n]/g, " ").slice(0, 80),
      }),
      ...renderMail({
        siteName: site,
        locale,
        greeting: t(msg("New message through the contact form (#{id}):"), { id }),
        paragraphs: [t(msg("From: {name} <{email}>"), { name: input.name, email: input.email }), input.message],
        footnote: t(msg("Reply to this e-mail to answer the sender.")),
      }),
    };
    deps.mailer.later(
      (send) => send(mail),
      (error) =>
        deps.log.error({ err: error, contactMessageId: id }, "contact message could not be e-mailed (it is stored)"),
    );
  }
  return { message: CONTACT_THANKS };
}
