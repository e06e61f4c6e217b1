import { appealPagePath, msg } from "@bastion/shared";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import type { Mailer, MailMessage } from "../../lib/mail";
import { renderMail } from "../../lib/mail-template";
import * as repo from "./appeals.repository";

// E-mails about appeals, so people hear back without polling the page. They are sent after the
// request has been answered: a slow or failing mail server never delays or fails an appeal action.

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
  /** The site's name as the owner set it now (issue 30); config.SITE_NAME without it. */
  siteName?: () => Promise<string>;
  log: { error(object: object, message: string): void };
}

const describe = (punishment: PunishmentSummary) => `the ${punishment.type} of ${punishment.player}`;

export function createAppealNotifier({ db, mailer, config, log, siteName }: NotifierDeps): AppealNotifier {
  const nameOfSite = siteName ?? (async () => config.SITE_NAME);
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

  async function toSubmitter(submitterId: number, subject: string, paragraphs: string[], appealId: number) {
    const recipient = await repo.findMailRecipient(db, submitterId);
    if (!recipient) return [];
    const body = renderMail({
      siteName: await nameOfSite(),
      greeting: `Hello ${recipient.username},`,
      paragraphs,
      action: { label: "Open your appeal", url: link(appealId) },
      footnote: msg("You get this e-mail because you submitted this appeal."),
    });
    return [{ to: recipient.email, subject, ...body }];
  }

  return {
    appealCreated(event) {
      run("created", event.appealId, async () => {
        const recipients = await repo.listAlertRecipients(db);
        const site = await nameOfSite();
        return recipients
          .filter((admin) => admin.id !== event.submitterId)
          .map((admin) => ({
            to: admin.email,
            subject: `New appeal #${event.appealId}: ${event.punishment.type} of ${event.punishment.player}`,
            ...renderMail({
              siteName: site,
              greeting: `Hello ${admin.username},`,
              paragraphs: [
                `${event.submittedBy} appealed ${describe(event.punishment)}.`,
                `Their reason:\n${event.message}`,
              ],
              action: { label: "Review the appeal", url: link(event.appealId) },
              footnote: msg(
                "You get this e-mail because you asked to hear of new appeals. Turn it off on the Appeals page.",
              ),
            }),
          }));
      });
    },

    appealModified(event) {
      if (event.changedById === event.submitterId) return;
      run("modified", event.appealId, () =>
        toSubmitter(
          event.submitterId,
          `Your appeal #${event.appealId} was updated: ${event.status}`,
          [
            `An administrator updated your appeal against ${describe(event.punishment)}.`,
            `Status: ${event.status}. The appeal is ${event.isOpen ? "open" : "closed"}.`,
          ],
          event.appealId,
        ),
      );
    },

    commentPosted(event) {
      if (event.authorId === event.submitterId) return;
      run("comment", event.appealId, () =>
        toSubmitter(
          event.submitterId,
          `New comment on your appeal #${event.appealId}`,
          [`${event.author} commented on your appeal against ${describe(event.punishment)}:`, event.comment],
          event.appealId,
        ),
      );
    },

    settled: () => mailer.settled(),
  };
}
