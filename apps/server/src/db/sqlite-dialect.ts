import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

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
 * Transactions begin IMMEDIATE: the write lock is taken at BEGIN, waiting (busy_timeout) while
 * another process holds it. That keeps two instances from migrating at once (Kysely's SQLite
 * adapter takes no migration lock: the second waits, then finds the work done), and spares every
 * other write transaction the SQLITE_BUSY a deferred one meets when another process wrote first.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** Kysely's better-sqlite3 dialect, with migrations in a transaction and IMMEDIATE transactions. */
export class BastionSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
