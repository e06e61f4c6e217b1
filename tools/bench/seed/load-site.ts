// The load bench's site: the million punishments of the punishments bench (the SQLite file copied, or
// loaded into PostgreSQL), then the demo community, an owner and the commenters, made with the
// management commands an owner runs (the server is not running yet); the announcements come later,
// written over HTTP once it is.
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { createDatabase } from "@bastion/server";
import { ensureBenchData } from "./punishments";
import { loadIntoPostgres } from "./punishments-postgres";
import { benchConfig, createUser, manage, postAnnouncements, withoutSecondFactorRule } from "./site";

export const OWNER = { username: "LoadOwner", email: "owner@load.test", password: "load-bench-emerald-42" };

export interface LoadAccounts {
  /** The commenters' e-mail addresses; their password is the owner's. */
  commenters: string[];
  maxPunishmentId: number;
}

/** Seeds the site in `dataDir`, on SQLite, or on the empty PostgreSQL database at `databaseUrl`. */
export async function seedLoadSite(dataDir: string, databaseUrl: string, commenters: number): Promise<LoadAccounts> {
  const source = await ensureBenchData({ log: () => undefined });
  if (databaseUrl) await loadIntoPostgres(source, databaseUrl);
  else copyFileSync(join(source, "bastion.sqlite"), join(dataDir, "bastion.sqlite"));
  const config = benchConfig(dataDir, databaseUrl);
  await manage(config, ["seed-demo", "--force"]);
  await createUser(config, { ...OWNER, groups: ["owner"] });
  await withoutSecondFactorRule(config);
  const emails: string[] = [];
  for (let n = 1; n <= commenters; n += 1) {
    const email = `commenter${n}@load.test`;
    await createUser(config, { username: `Commenter${n}`, email, password: OWNER.password });
    emails.push(email);
  }
  const { db } = createDatabase(config);
  try {
    const { last } = await db
      .selectFrom("punishments")
      .select((eb) => eb.fn.max("id").as("last"))
      .executeTakeFirstOrThrow();
    return { commenters: emails, maxPunishmentId: Number(last) };
  } finally {
    await db.destroy();
  }
}

/** Thirty announcements, written by the owner over HTTP as in the browser; their ids. */
export const seedAnnouncements = (base: string) =>
  postAnnouncements(
    base,
    OWNER,
    Array.from({ length: 30 }, (_, index) => ({
      title: `Season ${index + 1} news`,
      introduction: `What changes in season ${index + 1}: new biomes, a market and fixes.`,
      content: `<h2>Season ${index + 1}</h2>${"<p>Patch notes, events and the new rules for the market. </p>".repeat(20)}`,
    })),
  );
