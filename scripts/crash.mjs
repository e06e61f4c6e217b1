// npm run crash -- [--kills N] [--db sqlite|postgres|both]
// kill -9 of the real server at random moments under six writers (sign-ups, 200-row punishment
// batches sent twice), a restart after each, and the checks of apps/server/test/crash/crash.ts; N kills
// of `manage import-punishments` while it saves a file (apps/server/test/crash/import-crash.ts). The
// migration kills are apps/server/test/migrate-kill.test.ts. Prints kills, acknowledged writes, lost;
// import kills, rows lost and duplicated; migration kills.
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root, run } from "./lib.mjs";
import { startThrowawayPostgres } from "./pg-throwaway.mjs";

const { values } = parseArgs({
  options: { kills: { type: "string", default: "20" }, db: { type: "string", default: "both" } },
});
const kills = Number(values.kills);
if (!Number.isInteger(kills) || kills < 1 || !["sqlite", "postgres", "both"].includes(values.db)) {
  console.error("Usage: npm run crash -- [--kills N] [--db sqlite|postgres|both]");
  process.exit(2);
}

const vitest = (env) =>
  run("npx", ["vitest", "run", "test/crash.test.ts", "test/migrate-kill.test.ts"], {
    cwd: join(root, "apps/server"),
    env: { ...process.env, CRASH_KILLS: String(kills), ...env },
  });

let failed = 0;
if (values.db !== "postgres") failed += (await vitest({ DATABASE_URL: "" })) === 0 ? 0 : 1;
if (values.db !== "sqlite") {
  const postgres = process.env.TEST_DATABASE_URL ? undefined : startThrowawayPostgres();
  const url = process.env.TEST_DATABASE_URL ?? postgres?.url;
  if (!url) {
    console.error("PostgreSQL is not installed (apt-get install postgresql) and TEST_DATABASE_URL is not set.");
    process.exit(2);
  }
  try {
    failed += (await vitest({ DATABASE_URL: url })) === 0 ? 0 : 1;
  } finally {
    postgres?.stop();
  }
}
process.exitCode = failed > 0 ? 1 : 0;
