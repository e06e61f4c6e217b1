import { lstatSync, mkdirSync, readdirSync, readlinkSync, writeFileSync } from "node:fs";
import type { Socket } from "node:net";
import { connect } from "node:net";
import { dirname, join } from "node:path";

/** Files to put on disk by hand: path (under the root) -> content. Folders are made as needed. */
export function putFiles(root: string, files: Record<string, string | Buffer>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/**
 * Everything under a folder, one line per entry with its kind and size (links with their target),
 * sorted: two listings are equal when nothing on disk changed that a person would notice.
 */
export function diskListing(dir: string): string[] {
  const lines: string[] = [];
  const walk = (path: string, prefix: string) => {
    for (const name of readdirSync(path).sort()) {
      const full = join(path, name);
      const stats = lstatSync(full);
      if (stats.isSymbolicLink()) lines.push(`${prefix}${name} -> ${readlinkSync(full)}`);
      else if (stats.isDirectory()) {
        lines.push(`${prefix}${name}/`);
        walk(full, `${prefix}${name}/`);
      } else lines.push(`${prefix}${name} ${stats.size}`);
    }
  };
  try {
    walk(dir, "");
  } catch (error) {
    if ((error as { code?: string }).code !== "ENOENT") throw error;
  }
  return lines;
}

export interface UploadFile {
  filename: string;
  data: Buffer | string;
  /** The form field (default files). */
  field?: string;
}

/** A text field of a form. */
export interface FormField {
  field: string;
  value: string;
}

/**
 * A multipart body written by hand, its parts in the order given, so file names go out byte for
 * byte as given (a browser's FormData would escape some characters).
 */
export function formBody(parts: (FormField | UploadFile)[]) {
  const boundary = `----bastion${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
      );
      continue;
    }
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? "files"}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** An upload body: the text fields first (as the web app sends them), then the files; `filesFirst` the other way round. */
export function uploadBody(
  fields: Record<string, string>,
  files: UploadFile[],
  options: { filesFirst?: boolean } = {},
) {
  const texts = Object.entries(fields).map(([field, value]) => ({ field, value }));
  return formBody(options.filesFirst ? [...files, ...texts] : [...texts, ...files]);
}

/** Temporary upload files anywhere under a folder (they start with .upload-). */
export const uploadTemps = (dir: string) => diskListing(dir).filter((line) => /(^|\/)\.upload-/.test(line));

/**
 * Starts a POST over a raw socket and sends only the first `sendBytes` of the body, so a test can
 * cut the upload off (socket.destroy()) or kill the server while it is half received.
 */
export function startPartialUpload(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  sendBytes: number,
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      const head = [
        `POST ${path} HTTP/1.1`,
        "Host: 127.0.0.1",
        `Content-Length: ${body.length}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        "",
        "",
      ].join("\r\n");
      socket.write(head);
      socket.write(body.subarray(0, sendBytes), () => resolve(socket));
    });
    socket.once("error", reject);
  });
}

/** Waits for a condition, polling; throws with the label when it does not come within the time. */
export async function waitFor(label: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The cookie and CSRF headers a signed-in TestClient sends, for requests made outside inject(). */
export async function browserHeaders(client: {
  cookies: Map<string, string>;
  csrf(): Promise<string>;
}): Promise<Record<string, string>> {
  const token = await client.csrf();
  return {
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    "x-csrftoken": token,
    "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
  };
}
