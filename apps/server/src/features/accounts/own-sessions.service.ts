import { type OwnSession, SESSION_GONE, SESSION_IS_THIS_ONE } from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { conflict, notFound } from "../../lib/errors";
import { describeBrowser } from "../../lib/user-agent";
import { deleteUserSessions, listLiveSessions } from "../../plugins/session.store";
import { recordAudit } from "../audit/audit.service";

// A person's own sessions (issue 29): where the account is signed in, and signing out elsewhere.

/**
 * The handle a list gives for a session: the first 16 hex digits of its stored hash. The hash is of
 * the cookie's token, so neither it nor a part of it lets anyone rebuild the cookie.
 */
const handleOf = (idHash: string) => idHash.slice(0, 16);

type Account = Pick<AuthUser, "id" | "username" | "ip" | "sessionIdHash">;

export async function listOwnSessions(db: Db, account: Account): Promise<OwnSession[]> {
  const rows = await listLiveSessions(db, account.id);
  return rows.map((row) => ({
    id: handleOf(row.id_hash),
    current: row.id_hash === account.sessionIdHash,
    browser: describeBrowser(row.user_agent),
    ip: row.ip,
    signed_in_at: row.created_at,
    last_seen_at: row.last_seen_at,
  }));
}

async function endAndRecord(db: Db, account: Account, handle?: string) {
  return db.transaction().execute(async (trx) => {
    const ended = await deleteUserSessions(trx, account.id, account.sessionIdHash, handle);
    if (ended > 0) {
      await recordAudit(trx, {
        actor: { id: account.id, username: account.username, ip: account.ip },
        action: "session.end_own",
        target: { type: "user", id: account.id, label: account.username },
        after: { ended },
      });
    }
    return ended;
  });
}

/** Signs the account out of every other browser; this one stays signed in. Returns how many ended. */
export const endOtherSessions = (db: Db, account: Account) => endAndRecord(db, account);

/** Signs the account out of one other browser, named by the list's handle. */
export async function endOwnSession(db: Db, account: Account, handle: string) {
  if (handleOf(account.sessionIdHash) === handle) throw conflict(SESSION_IS_THIS_ONE);
  if ((await endAndRecord(db, account, handle)) === 0) throw notFound(SESSION_GONE);
}
