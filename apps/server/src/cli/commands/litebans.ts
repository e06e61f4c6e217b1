import type { LitebansSyncStatus } from "@bastion/shared";
import { litebansReport, syncFromCli, type TableCounts } from "../../features/litebans/litebans.service";
import { CliError, type Command } from "../command";

const count = (n: number) => n.toLocaleString("en");

/** The URL without its password, for printing. */
function masked(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unreadable URL)";
  }
}

const ago = (seconds: number | null) =>
  seconds === null ? "" : seconds < 120 ? ` (${seconds} s ago)` : ` (${count(Math.round(seconds / 60))} min ago)`;

function statusLines(status: LitebansSyncStatus): string[] {
  const lines = [
    `Last successful sync: ${status.last_success_at ?? "never"}${ago(status.lag_seconds)}`,
    `First import: ${status.first_import_done_at ? `finished ${status.first_import_done_at}` : "not finished"}`,
    `Running on: ${status.holder ?? "no instance holds the lease"}`,
    status.last_error
      ? `Last error: ${status.last_error} (${status.last_error_at})${status.failing_since ? `; failing since ${status.failing_since}` : "; it has worked since"}`
      : "Last error: none",
  ];
  if (status.full_requested_at && (!status.full_done_at || status.full_done_at < status.full_requested_at)) {
    lines.push(`Full sync: asked for at ${status.full_requested_at}, not finished yet`);
  } else if (status.full_done_at) {
    lines.push(`Full sync: last finished ${status.full_done_at}`);
  }
  return lines;
}

function tableLines(tables: readonly TableCounts[]): string[] {
  const rows = tables.map((table) => [
    table.table,
    table.source ? count(table.source.rows) : "?",
    table.source ? count(table.source.notPlayers) : "?",
    table.source ? count(table.source.bad) : "?",
    count(table.bastion),
    table.source ? count(Math.max(0, table.source.maxId - table.lastId)) : "?",
  ]);
  const head = ["table", "LiteBans rows", "not players", "unreadable", "in Bastion", "ids not read yet"];
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ")}`;
  return [line(head), ...rows.map(line)];
}

export const litebansStatusCommand: Command = {
  name: "litebans-status",
  usage: "litebans-status",
  summary: "The LiteBans sync: last successful sync, lag, rows on both sides, the last error.",
  options: {},
  async run({ db, config, print }) {
    const { status, tables, sourceProblem } = await litebansReport(db, config);
    print(
      config.LITEBANS_DATABASE_URL
        ? `LiteBans sync: ${status.state} (${masked(config.LITEBANS_DATABASE_URL)}, tables ${config.LITEBANS_TABLE_PREFIX}*, every ${config.LITEBANS_SYNC_SECONDS} s)`
        : "LiteBans sync: off (LITEBANS_DATABASE_URL is not set)",
    );
    for (const line of statusLines(status)) print(line);
    print("Rows:");
    for (const line of tableLines(tables)) print(line);
    if (sourceProblem) print(`LiteBans could not be read just now: ${sourceProblem}`);
  },
};

export const litebansSyncCommand: Command = {
  name: "litebans-sync",
  usage: "litebans-sync [--full]",
  summary:
    "Sync from LiteBans now; --full reads every row again and deletes what LiteBans no longer has (a running server is asked to do it).",
  options: { full: { type: "boolean" } },
  async run({ db, config, print }, values) {
    if (!config.LITEBANS_DATABASE_URL)
      throw new CliError("LITEBANS_DATABASE_URL is not set: there is nothing to sync from.");
    const full = values.full === true;
    const outcome = await syncFromCli(db, config, { full, log: { info: print, warn: print } });
    if (outcome.ran === "here") {
      const { saved, skipped, bad, deleted } = outcome.report;
      print(
        `Synced${full ? " in full" : ""}: ${count(saved)} punishments saved or brought up to date, ${count(deleted)} deleted (gone from LiteBans), ${count(skipped)} rows skipped (not players), ${count(bad.size)} left out (cannot be read as punishments).`,
      );
      return;
    }
    if (outcome.fullDoneAt) {
      print(
        `${outcome.holder} finished the full sync at ${outcome.fullDoneAt}: ${count(outcome.deleted ?? 0)} deleted.`,
      );
      return;
    }
    print(`${outcome.holder} runs the sync every ${config.LITEBANS_SYNC_SECONDS} s; nothing to do here.`);
  },
};
