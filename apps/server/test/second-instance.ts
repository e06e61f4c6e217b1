import { createDatabase } from "../src/db/database";
import type { TestDatabase } from "./database";

/**
 * The same test database as another instance of the site sees it: its own connections (its own
 * pool on PostgreSQL, its own handle on the SQLite file), the same data. Dropping it only closes those.
 */
export function secondInstanceOf(database: TestDatabase): TestDatabase {
  const handle = createDatabase({ dataDir: database.dataDir, DATABASE_URL: database.url }, () => undefined);
  return { ...database, handle, drop: () => handle.db.destroy() };
}
