import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { createSemaphore } from "./semaphore";

// @node-rs/argon2 defaults to argon2id (m=19456 KiB, t=2, p=1: OWASP's recommended minimum).

/**
 * Hashes at once, at most: each takes a core (and 19 MiB) for tens of milliseconds on libuv's threads,
 * four by default. A burst of sign-ins (people arriving after a restart, or somebody guessing
 * passwords) would take every core from the event loop, and every visitor's page would wait for them.
 * One core is left to it: on two cores, one hash at a time, the rest wait in line (issue 33).
 */
export const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);
const hashing = createSemaphore(HASHES_AT_ONCE);

/** How many hashes run now and how many wait for a place (for the tests). */
export const hashingNow = () => ({ active: hashing.active, waiting: hashing.waiting });

export const hashPassword = (password: string) => hashing.run(() => hash(password));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
