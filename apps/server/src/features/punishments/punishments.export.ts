import type { Db } from "../../db/database";
import { type ExportSource, inBatches } from "../../lib/export-format";
import { RECORD_COLUMNS } from "./punishments.ingest.repository";

/** The import file's fields (punishmentInputSchema), in its order: an export imports back as it is. */
const COLUMNS = ["id", ...RECORD_COLUMNS] as const;

/**
 * Every punishment in the import format. `id` is the source's own id, left out when a punishment
 * has none (the import takes no null there); `is_active` is the flag as stored.
 */
export function punishmentsExport(db: Db): ExportSource {
  const rows = inBatches((afterId, size) =>
    db
      .selectFrom("punishments")
      .select(["id", "external_id", ...RECORD_COLUMNS])
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(size)
      .execute(),
  );
  return {
    columns: COLUMNS,
    rows: (async function* () {
      for await (const row of rows) {
        yield {
          id: row.external_id ?? undefined,
          type: row.type,
          player: row.player,
          player_uuid: row.player_uuid,
          reason: row.reason,
          actioned_by: row.actioned_by,
          actioned_by_uuid: row.actioned_by_uuid,
          play_time: row.play_time === null ? null : Number(row.play_time),
          date: row.date,
          until: row.until,
          is_active: Number(row.is_active) === 1,
        };
      }
    })(),
  };
}
