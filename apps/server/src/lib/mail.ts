import { readdirSync, rmSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../db/private-files";

let outboxSequence = 0;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends a message; rejects when the SMTP server refuses it (callers decide whether that is fatal). */
  send(message: MailMessage): Promise<void>;
  /**
   * Mail work that must not hold up the answer (building and sending notifications): started now,
   * its failure handed to `onFailure` (log it), and waited for by `settled()` before the app closes.
   */
  later(
    work: (send: (message: MailMessage) => Promise<void>) => Promise<void>,
    onFailure: (error: unknown) => void,
  ): void;
  /** Resolves once all the work started with `later` so far has finished. */
  settled(): Promise<void>;
}

/** The one way of mailing after the answer: background work tracked until it is done. */
export function withBackground(send: Mailer["send"]): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send,
    later(work, onFailure) {
      const task = work(send).catch(onFailure);
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export interface MailLogger {
  info(object: object, message: string): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message is written to
 * DATA_DIR/outbox as an .eml file (its links logged), so a laptop install can finish sign-up.
 */
export function createMailer(config: Config, log: MailLogger): Mailer {
  const from = config.MAIL_FROM ?? `${config.SITE_NAME} <no-reply@${new URL(config.publicUrl).hostname}>`;
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return withBackground(async (message) => {
      await transport.sendMail({ from, ...message });
    });
  }
  const outbox = join(config.dataDir, "outbox");
  removeUnfinished(outbox);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return withBackground(async (message) => {
    // Names sort in the order send was called, even for several mails within one millisecond: the
    // place is taken before the first await, so a mail built faster cannot overtake an earlier one.
    const place = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++outboxSequence).padStart(6, "0")}`;
    const info = await transport.sendMail({ from, ...message });
    // Each mail holds a live link (verification, password reset): for the server's user only.
    await mkdir(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
    const file = join(outbox, `${place}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
    // Written aside and renamed, so whoever reads the outbox never sees half a mail; a write that
    // fails (a full disk) leaves nothing behind.
    try {
      await writeFile(`${file}.part`, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await rename(`${file}.part`, file);
    } catch (error) {
      await rm(`${file}.part`, { force: true });
      throw error;
    }
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    log.info({ to: message.to, subject: message.subject, file, links }, "mail written to outbox (no SMTP_URL)");
  });
}

/** Deletes .part files a crash or a full disk left in the outbox: they were never sent. */
function removeUnfinished(outbox: string) {
  let names: string[];
  try {
    names = readdirSync(outbox);
  } catch {
    return;
  }
  for (const name of names) if (name.endsWith(".eml.part")) rmSync(join(outbox, name), { force: true });
}
