import { createHash } from "node:crypto";
import { type PunishedPlayersResponse, punishedPlayersResponseSchema } from "@bastion/shared";

const listItemsSchema = punishedPlayersResponseSchema.shape.punishments;
/** The JSON tail `,"pageNumbers":[…]}` of each shared page-number list (see pageNumbersFor). */
const pageNumbersTail = new WeakMap<readonly number[], Buffer>();

/**
 * The list's body as JSON bytes: the rows go through the shared zod schema as everywhere else (so
 * no column leaks), while the page numbers are encoded once per page count and reused. With a
 * million rows that list is 50,000 numbers (285 KB): checking, stringifying and UTF-8-encoding it
 * on every request cost more than finding the page.
 */
export function punishedPlayersJson(data: PunishedPlayersResponse): { body: Buffer; etag: string } {
  const punishments = JSON.stringify(listItemsSchema.encode(data.punishments));
  let tail = pageNumbersTail.get(data.pageNumbers);
  if (tail === undefined) {
    if (!data.pageNumbers.every((page) => Number.isSafeInteger(page))) throw new Error("Invalid pageNumbers.");
    tail = Buffer.from(`,"pageNumbers":${JSON.stringify(data.pageNumbers)}}`);
    pageNumbersTail.set(data.pageNumbers, tail);
  }
  const head = Buffer.from(`{"punishments":${punishments}`);
  // The page numbers follow from their count: the validator hashes the rows only, not 285 KB.
  const etag = `W/"${createHash("sha1").update(head).digest("base64url")}-${data.pageNumbers.length}"`;
  return { body: Buffer.concat([head, tail]), etag };
}
