/**
 * Bytes a download keeps as loose chunks before folding them into its Blob: the chunks are then
 * let go, and the browser holds the bytes in its blob storage, which pages to disk (ADR 010).
 */
export const FOLD_BYTES = 32 * 1024 * 1024;

export interface ChunkFolder {
  /** Adds the next chunk; once `foldBytes` are waiting they are folded into the Blob. */
  add(chunk: Uint8Array<ArrayBuffer>): void;
  /** Bytes held as loose chunks, not yet folded. */
  readonly pendingBytes: number;
  /** Folds what is left and returns the Blob of every chunk added, in order. */
  finish(): Blob;
}

/**
 * Gathers a stream's chunks into one Blob without holding the whole file as chunks: every
 * `foldBytes` the Blob so far and the waiting chunks become a new Blob (`new Blob([blob, ...chunks])`
 * refers to the old Blob's bytes rather than copying them through the page).
 */
export function createChunkFolder(type: string, foldBytes = FOLD_BYTES): ChunkFolder {
  let blob = new Blob([], { type });
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let pendingBytes = 0;

  function fold() {
    if (pending.length === 0) return;
    blob = new Blob([blob, ...pending], { type });
    pending = [];
    pendingBytes = 0;
  }

  return {
    add(chunk) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= foldBytes) fold();
    },
    get pendingBytes() {
      return pendingBytes;
    },
    finish() {
      fold();
      return blob;
    },
  };
}
