import { setTimeout as sleep } from "node:timers/promises";
import type { SetupRequest } from "@bastion/shared";
import { msg } from "@bastion/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { HttpError, notFound, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { assertAllowed, giveBackRateLimit, hitRateLimit } from "../../lib/rate-limit";
import { hashToken, randomToken, safeEqual } from "../../lib/tokens";
import { createAccount } from "./accounts.service";
import { registrationErrors, registrationFields } from "./registration.service";
import * as repo from "./setup.repository";
import { readSetupToken, removeSetupToken, setupTokenPath, writeSetupToken } from "./setup-token-file";

export interface SetupDeps {
  db: Db;
  config: Pick<Config, "dataDir" | "publicUrl">;
  log: FastifyBaseLogger;
}

export const SETUP_CLOSED = msg("Not found.");
export const WRONG_TOKEN = msg(
  "This setup token is not right. Copy it from the setup link in the server's log, or from the file setup-token in the data folder.",
);
/** Wrong tokens from one client address: plenty for typos, nothing for guessing 256 random bits. */
const WRONG_TOKEN_RULE = { limit: 10, windowMs: 15 * 60_000 };

/** How long an instance that did not issue the token waits for the one that did to write its file. */
const ISSUE_WAIT = { tries: 10, pauseMs: 200 };

/** How long the "no owner yet" answer is reused: every instance sees an owner within this time. */
const OWNER_CHECK_MS = 5_000;
const ownerChecks = new WeakMap<Db, { open: boolean; at: number }>();

/**
 * Accounts besides the site's owners: a site whose only accounts are its owners (made with the setup
 * link or `create-user --groups owner`) is still a new one, for `seed-demo`.
 */
export const accountsBesidesOwners = (db: Db) => repo.countNonOwners(db);

/** True while no account has the owner group (re-read from the database at most every 5 seconds). */
export async function needsSetup(db: Db): Promise<boolean> {
  const cached = ownerChecks.get(db);
  if (cached && Date.now() - cached.at < OWNER_CHECK_MS) return cached.open;
  const open = !(await repo.ownerExists(db));
  ownerChecks.set(db, { open, at: Date.now() });
  return open;
}

/**
 * At start: on a site with no owner, makes sure a setup token exists (the file and the hash in the
 * database agree) and returns it; on a site with an owner, removes any left over and returns
 * undefined. Several instances starting together agree on one token.
 */
export async function prepareSetupToken(db: Db, dataDir: string): Promise<string | undefined> {
  if (await repo.ownerExists(db)) {
    await repo.forgetTokenHash(db);
    await removeSetupToken(dataDir);
    return undefined;
  }
  for (let attempt = 0; ; attempt += 1) {
    const stored = await repo.storedTokenHash(db);
    const inFile = await readSetupToken(dataDir);
    if (stored && inFile && safeEqual(hashToken(inFile), stored)) return inFile;
    // Another instance may be between storing its hash and writing its file: give it a moment.
    if (stored && attempt < ISSUE_WAIT.tries) {
      await sleep(ISSUE_WAIT.pauseMs);
      continue;
    }
    const token = randomToken();
    if (await repo.replaceTokenHash(db, stored, hashToken(token))) {
      await writeSetupToken(dataDir, token);
      return token;
    }
  }
}

/** Logs the one-time setup link (the token is also in DATA_DIR/setup-token). */
export async function announceSetup(deps: SetupDeps): Promise<void> {
  const token = await prepareSetupToken(deps.db, deps.config.dataDir);
  if (!token) return;
  deps.log.warn(
    `This site has no owner yet. Open ${setupLink(deps.config.publicUrl, token)} to create the owner account (the token is also in ${setupTokenPath(deps.config.dataDir)}; it works once).`,
  );
}

const setupLink = (publicUrl: string, token: string) => `${publicUrl}/setup/?token=${token}`;

const RULE = "=".repeat(78);

/**
 * The setup link as an owner reads it on the console at start, framed above and below (issue 27 item
 * 14: in the log it hid inside a JSON line). The link has a line of its own and nothing beside it,
 * so a double- or triple-click copies it whole. Undefined once the site has an owner.
 */
export async function setupNotice(db: Db, config: SetupDeps["config"]): Promise<string | undefined> {
  if (await repo.ownerExists(db)) return undefined;
  const token = await readSetupToken(config.dataDir);
  if (!token) return undefined;
  return [
    "",
    RULE,
    " This site has no owner yet. To create the owner account, open:",
    "",
    `   ${setupLink(config.publicUrl, token)}`,
    "",
    ` The token is also in ${setupTokenPath(config.dataDir)}. The link works once.`,
    RULE,
    "",
    "",
  ].join("\n");
}

/**
 * Each try is counted before its token is compared (as login does), in one atomic upsert, so tries
 * sent at once cannot all pass the limit before any is counted; a try that was not a wrong guess
 * gives its count back.
 */
async function assertTokenRight(db: Db, token: string, ip: string): Promise<string> {
  const key = `setup:ip:${ip}`;
  const tooMany = (when: string) =>
    msgWith("Too many wrong setup tokens from your network. Try again {when}.", { when: { nested: when } });
  assertAllowed(await hitRateLimit(db, key, WRONG_TOKEN_RULE), tooMany);
  const stored = await repo.storedTokenHash(db);
  // Hashes of equal length compared in constant time: how much of a guess was right never shows.
  if (stored && token.trim() && safeEqual(hashToken(token.trim()), stored)) {
    await giveBackRateLimit(db, key);
    return stored;
  }
  // No token left: another request has just created the owner (the token goes with it), so the setup
  // is closed, which is not a wrong guess.
  if (!stored) {
    await giveBackRateLimit(db, key);
    throw notFound(SETUP_CLOSED);
  }
  throw new HttpError(403, WRONG_TOKEN, { token: [WRONG_TOKEN] });
}

/**
 * Creates the first owner: verified, in the owner group. The token is consumed in the same
 * transaction, so of two requests with it only one creates an account; then its file is removed
 * and the setup is closed (404) for good.
 */
export async function completeSetup(deps: SetupDeps, input: SetupRequest, ip: string) {
  const { db } = deps;
  if (await repo.ownerExists(db)) throw notFound(SETUP_CLOSED);
  const storedHash = await assertTokenRight(db, input.token ?? "", ip);
  const fields = registrationFields(input);
  const errors = await registrationErrors(db, fields);
  if (Object.keys(errors).length > 0) throw validation(errors);
  const username = fields.username.trim();
  const userId = await createAccount(
    db,
    { username, email: fields.email.trim(), password: fields.password1, verified: true, groups: ["owner"] },
    async (trx, id) => {
      if (!(await repo.consumeTokenHash(trx, storedHash)) || (await repo.ownerExists(trx, id))) {
        throw notFound(SETUP_CLOSED);
      }
    },
  );
  ownerChecks.delete(db);
  await removeSetupToken(deps.config.dataDir);
  deps.log.info({ userId }, "first-run setup: the owner account was created; the setup is closed");
  return { userId, username };
}
