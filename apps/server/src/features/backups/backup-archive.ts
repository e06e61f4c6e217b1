import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";

// A backup is one .tar.gz, written and read as streams: memory stays the same whatever its size.

export interface ArchiveMember {
  path: string;
  size: number;
  sha256: string;
}

/** Writes into a streamx writable (a tar entry), waiting whenever it asks the writer to. */
async function writeAll(
  target: NodeJS.WritableStream,
  chunks: AsyncIterable<Buffer>,
  hash: ReturnType<typeof createHash>,
) {
  for await (const chunk of chunks) {
    hash.update(chunk);
    if (!target.write(chunk)) await once(target, "drain");
  }
}

export class ArchiveWriter {
  readonly #pack = tar.pack();
  readonly #done: Promise<void>;

  constructor(file: string) {
    this.#done = pipeline(this.#pack, createGzip(), createWriteStream(file, { flags: "wx", mode: 0o600 }));
    // Seen by finish(); without a listener here an early failure would be an unhandled rejection.
    this.#done.catch(() => undefined);
  }

  /**
   * Adds a regular file as `name`, exactly the size it had when opened (a file growing meanwhile is
   * cut there; one that vanished first is skipped: undefined).
   */
  async addFile(name: string, source: string): Promise<ArchiveMember | undefined> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(source, "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) return undefined;
      const hash = createHash("sha256");
      const finished = new Promise<void>((resolve, reject) => {
        const entry = this.#pack.entry({ name, size: stat.size, mtime: stat.mtime, mode: 0o644 }, (error) =>
          error ? reject(error) : resolve(),
        );
        const content =
          stat.size === 0
            ? (async function* () {})()
            : createReadStream("", { fd: handle.fd, start: 0, end: stat.size - 1, autoClose: false });
        writeAll(entry, content, hash).then(() => entry.end(), reject);
      });
      await finished;
      return { path: name, size: stat.size, sha256: hash.digest("hex") };
    } finally {
      await handle.close();
    }
  }

  async addBuffer(name: string, content: Buffer): Promise<ArchiveMember> {
    await new Promise<void>((resolve, reject) => {
      this.#pack.entry({ name, size: content.length, mtime: new Date(), mode: 0o644 }, content, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    return { path: name, size: content.length, sha256: createHash("sha256").update(content).digest("hex") };
  }

  async finish(): Promise<void> {
    this.#pack.finalize();
    await this.#done;
  }

  /** Stops writing after a failure; the caller removes the partial file. */
  async abort(): Promise<void> {
    this.#pack.destroy();
    await this.#done.catch(() => undefined);
  }
}

export interface ArchiveEntry {
  name: string;
  type: string;
  size: number;
  content: AsyncIterable<Buffer>;
}

/**
 * Reads a .tar.gz entry by entry; `onEntry` must read or drain each one before the next arrives.
 * A damaged file (bad gzip, bad tar header, cut short) rejects.
 */
export async function readArchive(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const feed = pipeline(createReadStream(file), createGunzip(), extract);
  const walk = (async () => {
    try {
      for await (const entry of extract) {
        const { name, type, size } = entry.header;
        await onEntry({ name, type: type ?? "file", size: size ?? 0, content: entry });
        // Whatever the reader left unread is skipped, so the next entry can come.
        entry.resume();
      }
    } catch (error) {
      // Stops the reading side too, so that neither half waits on the other.
      extract.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  })();
  const [fed, walked] = await Promise.allSettled([feed, walk]);
  if (walked.status === "rejected") throw walked.reason;
  if (fed.status === "rejected") throw fed.reason;
}
