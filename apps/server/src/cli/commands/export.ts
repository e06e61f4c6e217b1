import type { Db } from "../../db/database";
import { readSnapshot } from "../../db/read-snapshot";
import { usersExport } from "../../features/accounts/accounts.export";
import { announcementsExport } from "../../features/announcements/announcements.export";
import { appealsExport } from "../../features/appeals/appeals.export";
import { punishmentsExport } from "../../features/punishments/punishments.export";
import { type ExportFormat, type ExportSource, sinkTo, writeExport } from "../../lib/export-format";
import { CliError, type Command } from "../command";

const SOURCES: Record<string, (db: Db) => ExportSource> = {
  punishments: punishmentsExport,
  appeals: appealsExport,
  users: usersExport,
  announcements: announcementsExport,
};
const WHAT = Object.keys(SOURCES).join("|");

export const exportCommand: Command = {
  name: "export",
  usage: `export ${WHAT} --format json|csv [--out FILE]`,
  summary:
    "Write every punishment, appeal, user (no password hashes or tokens) or announcement as JSON or CSV, streamed, to FILE or standard output. Punishments come out in import-punishments' format.",
  options: { format: { type: "string" }, out: { type: "string" } },
  positionals: ["WHAT"],
  async run({ db, dialect, print }, values, positionals) {
    const [what, ...extra] = positionals;
    const source = what ? SOURCES[what] : undefined;
    if (!source || extra.length > 0)
      throw new CliError(`Say what to export: npm run manage -- export ${WHAT} --format json|csv`);
    const format = values.format ?? "json";
    if (format !== "json" && format !== "csv") throw new CliError("--format must be json or csv.");
    const out = typeof values.out === "string" ? values.out : undefined;
    let sink: ReturnType<typeof sinkTo>;
    try {
      sink = sinkTo(out);
    } catch (error) {
      throw new CliError(`Cannot write ${out}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const count = await readSnapshot({ db, dialect }, (snapshot) =>
      writeExport(source(snapshot), format as ExportFormat, sink),
    ).catch((error: unknown) => {
      const code = (error as { code?: string }).code;
      if (code === "EEXIST") throw new CliError(`${out} exists already; give another --out, or remove it first.`);
      throw error;
    });
    // With no --out the export itself is on standard output: the summary would end up inside it.
    if (out) print(`Exported ${count.toLocaleString("en")} ${what} to ${out}.`);
  },
};
