import type { Db } from "../../db/database";
import { type ExportSource, inBatches } from "../../lib/export-format";

const COLUMNS = [
  "id",
  "title",
  "introduction",
  "content_html",
  "img",
  "author",
  "created_at",
  "updated_at",
  "updated_by",
  "comments",
] as const;

/** Every announcement with its (sanitised) HTML, its author and last editor, and how many comments it has. */
export function announcementsExport(db: Db): ExportSource {
  const rows = inBatches((afterId, size) =>
    db
      .selectFrom("announcements")
      .leftJoin("users as author", "author.id", "announcements.author_id")
      .leftJoin("users as editor", "editor.id", "announcements.updated_by_id")
      .select((eb) => [
        "announcements.id",
        "announcements.title",
        "announcements.introduction",
        "announcements.content_html",
        "announcements.img",
        "author.username as author",
        "announcements.created_at",
        "announcements.updated_at",
        "editor.username as updated_by",
        eb
          .selectFrom("announcement_comments")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("announcement_comments.announcement_id", "=", "announcements.id")
          .as("comments"),
      ])
      .where("announcements.id", ">", afterId)
      .orderBy("announcements.id")
      .limit(size)
      .execute(),
  );
  return {
    columns: COLUMNS,
    rows: (async function* () {
      for await (const row of rows) yield { ...row, comments: Number(row.comments ?? 0) };
    })(),
  };
}
