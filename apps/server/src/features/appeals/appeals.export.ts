import type { Db } from "../../db/database";
import { type ExportSource, inBatches } from "../../lib/export-format";

const COLUMNS = [
  "id",
  "punishment_id",
  "punishment_type",
  "player",
  "submitted_by",
  "appeal_message",
  "status",
  "is_open",
  "created_at",
  "updated_at",
  "last_updated_by",
  "comments",
] as const;

/** Every appeal with its punishment, who submitted and last changed it, and how many comments it has. */
export function appealsExport(db: Db): ExportSource {
  const rows = inBatches((afterId, size) =>
    db
      .selectFrom("appeals")
      .innerJoin("punishments", "punishments.id", "appeals.punishment_id")
      .innerJoin("users as submitter", "submitter.id", "appeals.submitted_by_id")
      .leftJoin("users as changer", "changer.id", "appeals.last_updated_by_id")
      .select((eb) => [
        "appeals.id",
        "appeals.punishment_id",
        "punishments.type as punishment_type",
        "punishments.player",
        "submitter.username as submitted_by",
        "appeals.appeal_message",
        "appeals.status",
        "appeals.is_open",
        "appeals.created_at",
        "appeals.updated_at",
        "changer.username as last_updated_by",
        eb
          .selectFrom("appeal_comments")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("appeal_comments.appeal_id", "=", "appeals.id")
          .as("comments"),
      ])
      .where("appeals.id", ">", afterId)
      .orderBy("appeals.id")
      .limit(size)
      .execute(),
  );
  return {
    columns: COLUMNS,
    rows: (async function* () {
      for await (const row of rows) {
        yield { ...row, is_open: Number(row.is_open) === 1, comments: Number(row.comments ?? 0) };
      }
    })(),
  };
}
