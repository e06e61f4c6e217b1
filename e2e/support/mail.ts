import { join } from "node:path";
import { linkIn, type ParsedMail, readMailFolder, waitForMail as waitForMatchingMail } from "@bastion/server/test-mail";

const root = join(import.meta.dirname, "../..");
const defaultPort = process.env.E2E_PORT ?? "3100";

/** Where tools/e2e-server.ts's SMTP server keeps what it receives for the server on `port`. */
export const e2eMailDir = (port: string | number = defaultPort) => join(root, `test-results/e2e-mail-${port}`);

/** Every mail the e2e server has sent so far, oldest first. */
export function readMail(port?: string | number): ParsedMail[] {
  return readMailFolder(e2eMailDir(port));
}

/** The newest mail to `to` (optionally matching `subject`), waiting for it to arrive. */
export function waitForMail(
  to: string,
  options: { subject?: RegExp; after?: number; port?: string | number; timeoutMs?: number } = {},
): Promise<ParsedMail> {
  return waitForMatchingMail(
    () => readMail(options.port).slice(options.after ?? 0),
    (mail) => mail.to.includes(to) && (!options.subject || options.subject.test(mail.subject)),
    options.timeoutMs ?? 10_000,
  );
}

export { linkIn, type ParsedMail };
