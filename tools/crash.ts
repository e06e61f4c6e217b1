// npm run crash -- [--kills N] [--db sqlite|postgres|both]
// kill -9 of the real server at random moments under six writers (sign-ups, 200-row punishment
// batches sent twice), a restart after each, and the checks of apps/server/test/crash/crash.ts; N kills
// of `manage import-punishments` while it saves a file (apps/server/test/crash/import-crash.ts). The
// migration kills are apps/server/test/migrate-kill.test.ts. Prints kills, acknowledged writes, lost;
// import kills, rows lost and duplicated; migration kills; and the Discord outbox killed before and
// while it delivers (apps/server/test/discord-kill.test.ts).
import { parseArgs } from "node:util";
import { runServerTests, type TestDatabaseKind } from "./lib/server-tests";

const { values } = parseArgs({
  options: { kills: { type: "string", default: "20" }, db: { type: "string", default: "both" } },
});
const kills = Number(values.kills);
if (!Number.isInteger(kills) || kills < 1 || !["sqlite", "postgres", "both"].includes(values.db)) {
  console.error("Usage: npm run crash -- [--kills N] [--db sqlite|postgres|both]");
  process.exit(2);
}

const databases: TestDatabaseKind[] =
  values.db === "both" ? ["sqlite", "postgres"] : [values.db === "postgres" ? "postgres" : "sqlite"];
let failed = 0;
for (const database of databases) {
  const code = await runServerTests(
    ["test/crash.test.ts", "test/migrate-kill.test.ts", "test/discord-kill.test.ts"],
    database,
    {
      CRASH_KILLS: String(kills),
      MIGRATE_KILLS: String(Math.max(20, kills)),
    },
  );
  if (code === undefined) process.exit(2);
  if (code !== 0) failed += 1;
}
process.exitCode = failed > 0 ? 1 : 0;
