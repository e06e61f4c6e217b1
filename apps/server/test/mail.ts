import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

// Reading e-mails the app sent, in tests: from the file outbox (no SMTP_URL) or from a real SMTP
// server started inside the test. Also used by the browser tests (e2e/support/mail.ts).

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

/** RFC 2047 encoded words; the white space between two adjacent ones (a folded subject) is not text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replaceAll("_", " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function splitEntity(raw: string) {
  const at = raw.indexOf("\n\n");
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function collectParts(raw: string, into: { text: string; html: string }) {
  const { headers, body } = splitEntity(raw);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      collectParts(part.replace(/^\n/, ""), into);
    }
    return;
  }
  const decoded = decodeBody(headers, body);
  if (type.toLowerCase().startsWith("text/html")) into.html += decoded;
  else into.text += decoded;
}

/** Headers (encoded words decoded) and the text and HTML bodies of a raw RFC 822 message. */
export function parseMail(raw: string): ParsedMail {
  const normalised = raw.replace(/\r\n/g, "\n");
  const { headers } = splitEntity(normalised);
  for (const key of Object.keys(headers)) headers[key] = decodeWords(headers[key] ?? "");
  const parts = { text: "", html: "" };
  collectParts(normalised, parts);
  return { headers, subject: headers.subject ?? "", to: headers.to ?? "", text: parts.text, html: parts.html };
}

/** The first link in a mail's text body whose path starts with `path` (e.g. "/verify/"). */
export function linkIn(mail: ParsedMail, path: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(path)) return url;
  }
  throw new Error(`no ${path} link in the mail "${mail.subject}":\n${mail.text}`);
}

/** Every .eml file in a folder (an outbox), oldest first, parsed. */
export function readMailFolder(dir: string): ParsedMail[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.sort().map((name) => parseMail(readFileSync(join(dir, name), "utf8")));
}

/** Polls until `find` returns a mail (mails may be sent after the answer); fails after `timeoutMs`. */
export async function waitForMail(
  read: () => ParsedMail[],
  find: (mail: ParsedMail) => boolean,
  timeoutMs = 5000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = read().filter(find).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface TestSmtpServer {
  url: string;
  messages: ParsedMail[];
  /** Envelope recipients of each message, in order. */
  recipients: string[][];
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps what it receives (no auth, no TLS). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(parseMail(Buffer.concat(chunks).toString("utf8")));
        recipients.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    recipients,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
