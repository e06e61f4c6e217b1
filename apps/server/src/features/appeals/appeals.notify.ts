import { appealPagePath, DEFAULT_LOCALE, type Locale, msg } from "@bastion/shared";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { mailLocale, wordsIn } from "../../lib/i18n/translate";
import type { Mailer, MailMessage } from "../../lib/mail";
import { renderMail } from "../../lib/mail-template";
import * as repo from "./appeals.repository";

// E-mails about appeals, so people hear back without polling the page. They are sent after the
// request has been answered: a slow or failing mail server never delays or fails an appeal action.

type Words = ReturnType<typeof wordsIn>;

interface PunishmentSummary {
  type: string;
  player: string;
}

export interface AppealNotifier {
  /** To the administrators who opted in (not the submitter). */
  appealCreated(event: {
    appealId: number;
    submitterId: number;
    submittedBy: string;
    punishment: PunishmentSummary;
    message: string;
  }): void;
  /** To the submitter, when an administrator changes the status or the open flag. */
  appealModified(event: {
    appealId: number;
    submitterId: number;
    changedById: number;
    status: string;
    isOpen: boolean;
    punishment: PunishmentSummary;
  }): void;
  /** To the submitter, unless they wrote the comment. */
  commentPosted(event: {
    appealId: number;
    submitterId: number;
    authorId: number;
    author: string;
    comment: string;
    punishment: PunishmentSummary;
  }): void;
  /** Resolves once every e-mail queued so far was sent or its failure logged. */
  settled(): Promise<void>;
}

export interface NotifierDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "SITE_NAME">;
  /** The site's name and default language as the owner set them now (issues 30, 31); config.SITE_NAME and English without it. */
  site?: () => Promise<{ name: string; locale: Locale }>;
  log: { error(object: object, message: string): void };
}

// Whole sentences, one case per punishment type and status (issue 31): a language puts its article,
// gender and case around each, which a "the {type} of {player}" fragment would not allow.
const NEW_APPEAL = msg(
  "New appeal #{appealId}: {type, select, Ban {Ban} Mute {Mute} Kick {Kick} Warning {Warning} other {{type}}} of {player}",
);
const APPEALED = msg(
  "{submitter} appealed {type, select, Ban {the Ban} Mute {the Mute} Kick {the Kick} Warning {the Warning} other {the {type}}} of {player}.",
);
const UPDATED_SUBJECT = msg(
  "Your appeal #{appealId} was updated: {status, select, Pending {Pending} Approved {Approved} Denied {Denied} other {{status}}}",
);
const UPDATED = msg(
  "An administrator updated your appeal against {type, select, Ban {the Ban} Mute {the Mute} Kick {the Kick} Warning {the Warning} other {the {type}}} of {player}.",
);
const STATUS = msg(
  "Status: {status, select, Pending {Pending} Approved {Approved} Denied {Denied} other {{status}}}. {state, select, open {The appeal is open.} other {The appeal is closed.}}",
);
const COMMENTED = msg(
  "{author} commented on your appeal against {type, select, Ban {the Ban} Mute {the Mute} Kick {the Kick} Warning {the Warning} other {the {type}}} of {player}:",
);

export function createAppealNotifier({ db, mailer, config, log, site }: NotifierDeps): AppealNotifier {
  const siteNow = site ?? (async () => ({ name: config.SITE_NAME, locale: DEFAULT_LOCALE }));
  const link = (appealId: number) => `${config.publicUrl}${appealPagePath(appealId)}`;

  /** Builds the messages in the background, sends each one, and logs whatever fails. */
  function run(kind: string, appealId: number, build: () => Promise<MailMessage[]>) {
    mailer.later(
      async (send) => {
        const messages = await build();
        await Promise.all(
          messages.map((message) =>
            send(message).catch((error: unknown) => {
              log.error({ err: error, appealId, kind, to: message.to }, "appeal e-mail failed");
            }),
          ),
        );
      },
      (error) => log.error({ err: error, appealId, kind }, "could not prepare appeal e-mails"),
    );
  }

  /** One e-mail to the submitter, written in their language by `write`. */
  async function toSubmitter(
    submitterId: number,
    appealId: number,
    write: (t: Words) => { subject: string; paragraphs: string[] },
  ) {
    const recipient = await repo.findMailRecipient(db, submitterId);
    if (!recipient) return [];
    const { name, locale: siteLocale } = await siteNow();
    const locale = mailLocale(recipient.locale, siteLocale);
    const t = wordsIn(locale);
    const { subject, paragraphs } = write(t);
    const body = renderMail({
      siteName: name,
      locale,
      greeting: t(msg("Hello {username},"), { username: recipient.username }),
      paragraphs,
      action: { label: t(msg("Open your appeal")), url: link(appealId) },
      footnote: t(msg("You get this e-mail because you submitted this appeal.")),
    });
    return [{ to: recipient.email, subject, ...body }];
  }

  return {
    appealCreated(event) {
      run("created", event.appealId, async () => {
        const recipients = await repo.listAlertRecipients(db);
        const { name, locale: siteLocale } = await siteNow();
        const { type, player } = event.punishment;
        return recipients
          .filter((admin) => admin.id !== event.submitterId)
          .map((admin) => {
            const locale = mailLocale(admin.locale, siteLocale);
            const t = wordsIn(locale);
            return {
              to: admin.email,
              subject: t(NEW_APPEAL, { appealId: event.appealId, type, player }),
              ...renderMail({
                siteName: name,
                locale,
                greeting: t(msg("Hello {username},"), { username: admin.username }),
                paragraphs: [
                  t(APPEALED, { submitter: event.submittedBy, type, player }),
                  t(msg("Their reason:\n{message}"), { message: event.message }),
                ],
                action: { label: t(msg("Review the appeal")), url: link(event.appealId) },
                footnote: t(
                  msg("You get this e-mail because you asked to hear of new appeals. Turn it off on the Appeals page."),
                ),
              }),
            };
          });
      });
    },

    appealModified(event) {
      if (event.changedById === event.submitterId) return;
      const { appealId, status, punishment } = event;
      run("modified", appealId, () =>
        toSubmitter(event.submitterId, appealId, (t) => ({
          subject: t(UPDATED_SUBJECT, { appealId, status }),
          paragraphs: [
            t(UPDATED, { type: punishment.type, player: punishment.player }),
            t(STATUS, { status, state: event.isOpen ? "open" : "closed" }),
          ],
        })),
      );
    },

    commentPosted(event) {
      if (event.authorId === event.submitterId) return;
      const { appealId, punishment } = event;
      run("comment", appealId, () =>
        toSubmitter(event.submitterId, appealId, (t) => ({
          subject: t(msg("New comment on your appeal #{appealId}"), { appealId }),
          paragraphs: [
            t(COMMENTED, { author: event.author, type: punishment.type, player: punishment.player }),
            event.comment,
          ],
        })),
      );
    },

    settled: () => mailer.settled(),
  };
}
