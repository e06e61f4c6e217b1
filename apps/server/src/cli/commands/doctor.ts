import { createDatabase } from "../../db/database";
import { CliError, type Command } from "../command";
import {
  type CheckResult,
  checkBackups,
  checkBotCheck,
  checkDatabase,
  checkDataDir,
  checkFileModes,
  checkGameServer,
  checkImports,
  checkLitebans,
  checkMail,
  checkNode,
  checkPublicUrl,
  checkTrustProxy,
} from "../doctor/checks";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export const doctorCommand: Command = {
  name: "doctor",
  usage: "doctor",
  summary:
    "Check the installation (Node, database and migrations, DATA_DIR, free space and file modes, PUBLIC_URL, mail, the game server, bot check, TRUST_PROXY, LiteBans' TLS, backups, unfinished imports): OK, WARN or FAIL each, with what to do. Exits 1 on any FAIL.",
  options: {},
  // Opens the database itself: an unreachable one is a finding, not a crash.
  database: "none",
  async run({ config, print }) {
    const env = process.env;
    const dialect = config.DATABASE_URL ? "postgres" : "sqlite";
    const results: CheckResult[] = [checkNode()];
    // Before the database is opened: opening it takes others' access to its files away.
    const fileModes = checkFileModes(config);
    const dataDir = await checkDataDir(config.dataDir);
    const usable = dialect === "postgres" || dataDir[0]?.verdict !== "FAIL";
    const { db } = usable ? createDatabase(config, () => undefined) : { db: undefined };
    try {
      const database = db ? await checkDatabase(db, dialect) : [];
      results.push(...database, ...dataDir, fileModes);
      results.push(checkPublicUrl(config, env));
      results.push(...(await Promise.all([checkMail(config), checkGameServer(config)])));
      results.push(checkBotCheck(config, env), checkTrustProxy(config, env), ...checkLitebans(config));
      if (db && database[1]?.verdict === "OK") results.push(await checkBackups(db, config), await checkImports(db));
      else {
        const detail = "not checked: the database is not up to date.";
        results.push({ name: "Backups", verdict: "WARN", detail }, { name: "Imports", verdict: "WARN", detail });
      }
    } finally {
      await db?.destroy();
    }
    const width = Math.max(...results.map((result) => result.name.length));
    for (const result of results) print(`${result.verdict.padEnd(4)}  ${result.name.padEnd(width)}  ${result.detail}`);
    const failures = results.filter((result) => result.verdict === "FAIL").length;
    const warnings = results.filter((result) => result.verdict === "WARN").length;
    const summary = `${plural(failures, "failure")}, ${plural(warnings, "warning")}.`;
    if (failures > 0) throw new CliError(summary);
    print(summary);
  },
};
