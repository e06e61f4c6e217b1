import { DEFAULT_LOOK, type Look, lookViewSchema } from "@bastion/shared";
import type { Db } from "../../db/database";
import { createSettingsCopy, type SettingsCopy } from "../../lib/settings-copy";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import * as repo from "./site-look.repository";

/**
 * The site's look as stored, or today's (DEFAULT_LOOK) until the owner saves one. A field a stored
 * object lacks takes today's value; a stored object the schema refuses (hand-edited) is ignored.
 */
export async function readLook(db: Db): Promise<Look> {
  const stored = await repo.storedLook(db);
  if (!stored) return { ...DEFAULT_LOOK };
  const parsed = lookViewSchema.safeParse({ ...DEFAULT_LOOK, ...stored });
  return parsed.success ? parsed.data : { ...DEFAULT_LOOK };
}

/** This instance's copy of the look, read at most every 2 s (the page shell asks on each page). */
export const createLookCache = (db: Db): SettingsCopy<Look> => createSettingsCopy(() => readLook(db));

/** Saves the look (already checked for contrast), audited `site.look` with what changed. Answers whether anything did. */
export async function saveLook(db: Db, next: Look, actor: AuditActor): Promise<boolean> {
  const before = await readLook(db);
  const was: Record<string, string> = {};
  const now: Record<string, string> = {};
  for (const key of Object.keys(next) as (keyof Look)[]) {
    if (before[key] !== next[key]) {
      was[key] = before[key];
      now[key] = next[key];
    }
  }
  if (Object.keys(now).length === 0) return false;
  await db.transaction().execute(async (trx) => {
    await repo.saveLook(trx, next);
    await recordAudit(trx, {
      actor,
      action: "site.look",
      target: { type: "setting", id: "site_look", label: "Look" },
      before: was,
      after: now,
    });
  });
  return true;
}
