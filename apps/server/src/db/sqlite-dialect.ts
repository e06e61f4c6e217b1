import { type Driver, SqliteAdapter, SqliteDialect } from "kysely";
import { ReadWriteSqliteDriver, type SqliteFiles } from "./sqlite-driver";

/**
 * SQLite's schema changes are transactional, but Kysely's adapter says they are not, so its
 * Migrator would run each migration and the row recording it outside a transaction: a start killed
 * between the two leaves tables made and the migration unrecorded, and every later start fails
 * with `table "…" already exists`. Saying yes makes the Migrator run them in one transaction.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Kysely's SQLite dialect with our driver (a writer for transactions, a reader for everything else;
 * IMMEDIATE transactions, docs/decisions/006 and 008) and migrations in a transaction.
 */
export class BastionSqliteDialect extends SqliteDialect {
  readonly #files: SqliteFiles;

  constructor(files: SqliteFiles) {
    super({ database: () => Promise.reject(new Error("unused: the driver opens its own connections")) });
    this.#files = files;
  }

  override createDriver(): Driver {
    return new ReadWriteSqliteDriver(this.#files);
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
