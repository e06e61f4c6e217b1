import type { Db } from "../../src/db/database";

/** Every row of the appeal tables, to show that a refused call changed nothing. */
export async function appealTablesSnapshot(db: Db) {
  return {
    appeals: await db.selectFrom("appeals").selectAll().orderBy("id").execute(),
    comments: await db.selectFrom("appeal_comments").selectAll().orderBy("id").execute(),
    subscribers: await db.selectFrom("appeal_alert_subscribers").selectAll().orderBy("user_id").execute(),
  };
}
