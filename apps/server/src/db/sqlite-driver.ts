import { AsyncLocalStorage } from "node:async_hooks";
import { resolve } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  type TransactionSettings,
} from "kysely";
import { SqliteReadWorkers } from "./sqlite-read-worker";

/**
 * better-sqlite3 for Kysely with a writer and a reader (docs/decisions/008).
 *
 * Kysely's own SQLite driver has one connection behind a mutex, so while a transaction is open every
 * other query waits, reads included: a page load queued behind a 1,000-row punishment batch. Here a
 * transaction holds the writer (one at a time, BEGIN IMMEDIATE), and statements outside a transaction
 * that only read run on a second connection, which in WAL mode sees the last commit and never waits for
 * the writer. A write outside a transaction takes the writer for that one statement.
 */

type Statement = SQLite.Statement<unknown[], unknown>;

const PRAGMA = /^\s*pragma\b/i;

/**
 * Statements longer than this are kept apart: multi-row inserts of a batch vary in length with their
 * rows, and a prepared statement of thousands of parameters holds about a quarter of a megabyte.
 */
const CACHED_SQL_MAX = 2048;

/**
 * Long statements kept, most recently used first. A batch's full chunks (500 player names, 1,000
 * postings…) have the same text every time and preparing one costs a millisecond or two; the last,
 * shorter chunk of each batch differs and soon falls out.
 */
const LONG_STATEMENTS = 32;

/** Prepared statements by SQL text: the app runs a few hundred distinct ones over and over. */
class StatementCache {
  readonly #statements = new Map<string, Statement>();
  readonly #long = new Map<string, Statement>();

  constructor(
    readonly database: SQLite.Database,
    private readonly size = 500,
  ) {}

  prepare(sql: string): Statement {
    const cached = this.#statements.get(sql);
    if (cached) return cached;
    if (sql.length > CACHED_SQL_MAX) return this.#prepareLong(sql);
    const statement = this.database.prepare(sql);
    if (this.#statements.size >= this.size) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  #prepareLong(sql: string): Statement {
    const cached = this.#long.get(sql);
    if (cached) {
      this.#long.delete(sql);
      this.#long.set(sql, cached);
      return cached;
    }
    const statement = this.database.prepare(sql);
    if (this.#long.size >= LONG_STATEMENTS) {
      const oldest = this.#long.keys().next().value;
      if (oldest !== undefined) this.#long.delete(oldest);
    }
    this.#long.set(sql, statement);
    return statement;
  }
}

function run(statement: Statement, parameters: readonly unknown[]): QueryResult<unknown> {
  // An array binds its items in order (a spread would meet the engine's argument limit).
  const bind = parameters as unknown[];
  if (statement.reader) return { rows: statement.all(bind) };
  const { changes, lastInsertRowid } = statement.run(bind);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * The writer's lock. Waiters are served in order, except that bulk work (a batch of punishments, an
 * import slice) lets every ordinary write that is waiting go first: a sign-up then waits for at most
 * the one batch that is running, not for every batch queued before it.
 */
class WriterLock {
  #held = false;
  readonly #ordinary: (() => void)[] = [];
  readonly #bulk: (() => void)[] = [];

  /** Resolves once the caller holds the lock, with the function that releases it. */
  lock(bulk = false): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.#held = true;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.#next();
        });
      };
      if (!this.#held) grant();
      else (bulk ? this.#bulk : this.#ordinary).push(grant);
    });
  }

  #next() {
    const grant = this.#ordinary.shift() ?? this.#bulk.shift();
    if (grant) grant();
    else this.#held = false;
  }
}

/**
 * One writer lock per database file in this process. Two handles on the same file (the app and a
 * command run beside it, as tests and the scheduled backup do) then queue here: SQLite's own lock
 * would make the second wait synchronously (busy_timeout), holding the event loop the first needs to
 * finish its transaction, until it gives up with "database is locked".
 */
const writerLocks = new Map<string, WriterLock>();
function writerLockOf(path: string): WriterLock {
  const key = resolve(path);
  let lock = writerLocks.get(key);
  if (!lock) {
    lock = new WriterLock();
    writerLocks.set(key, lock);
  }
  return lock;
}

const bulkContext = new AsyncLocalStorage<true>();

/** Runs `work` as bulk writing: its transactions let waiting ordinary writes go first (SQLite). */
export const asBulkWrite = <T>(work: () => Promise<T>): Promise<T> => bulkContext.run(true, work);

const longReadContext = new AsyncLocalStorage<true>();

/**
 * Runs `work`'s reads outside a transaction on the read worker (SQLite; db/sqlite-read-worker.ts):
 * for reads that may walk many rows, which on the main thread would hold every other request.
 * No effect on PostgreSQL, whose queries never hold the event loop.
 */
export const asLongRead = <T>(work: () => Promise<T>): Promise<T> => longReadContext.run(true, work);

export interface SqliteFiles {
  /** The database file. */
  path: string;
  /** Pragmas every connection gets (journal mode, busy timeout, foreign keys...). */
  configure(database: SQLite.Database): void;
}

/**
 * better-sqlite3 answers at once, so every `await` in a transaction resolves as a microtask and a long
 * transaction would hold the event loop from BEGIN to COMMIT: no other request (not even a read on the
 * reader) could start. A transaction gives the loop a turn whenever it has run this long without one.
 */
const YIELD_AFTER_MS = 4;

class SqliteSession implements DatabaseConnection {
  /** Set while this session holds the writer: from BEGIN to COMMIT or ROLLBACK. */
  release: (() => void) | undefined;
  /** A read-only transaction's own connection: one unchanging view while writers go on (WAL). */
  snapshot: StatementCache | undefined;
  #ranSince = 0;

  constructor(private readonly driver: ReadWriteSqliteDriver) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiled;
    if (this.snapshot) return run(this.snapshot.prepare(sql), parameters) as QueryResult<R>;
    if (this.release) {
      if (performance.now() - this.#ranSince > YIELD_AFTER_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        this.#ranSince = performance.now();
      }
      return run(this.driver.writer.prepare(sql), parameters) as QueryResult<R>;
    }
    const read = this.driver.readStatement(sql);
    if (read && longReadContext.getStore()) {
      return { rows: (await this.driver.longReads.all(sql, parameters)) as R[] };
    }
    if (read) return run(read, parameters) as QueryResult<R>;
    const release = await this.driver.lockWriter();
    try {
      return run(this.driver.writer.prepare(sql), parameters) as QueryResult<R>;
    } finally {
      release();
    }
  }

  /** The transaction starts counting its time on the event loop. */
  began() {
    this.#ranSince = performance.now();
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error("Only select queries can be streamed on SQLite.");
    // An open iterator keeps its connection busy, so a stream outside a transaction reads on a
    // connection of its own, closed when the stream ends.
    const own = this.release || this.snapshot ? undefined : this.driver.openConnection(true);
    const database = own ?? this.snapshot?.database ?? this.driver.writer.database;
    try {
      for (const row of database.prepare(compiled.sql).iterate(...compiled.parameters)) {
        yield { rows: [row as R] };
      }
    } finally {
      own?.close();
    }
  }
}

export class ReadWriteSqliteDriver implements Driver {
  readonly #files: SqliteFiles;
  readonly #lock: WriterLock;
  #writer: StatementCache | undefined;
  #reader: StatementCache | undefined;
  readonly longReads: SqliteReadWorkers;

  constructor(files: SqliteFiles) {
    this.#files = files;
    this.#lock = writerLockOf(files.path);
    this.longReads = new SqliteReadWorkers(files.path);
  }

  get writer(): StatementCache {
    if (!this.#writer) throw new Error("The SQLite driver is not initialised.");
    return this.#writer;
  }

  openConnection(readonly = false): SQLite.Database {
    const database = new SQLite(this.#files.path, { readonly, fileMustExist: readonly });
    this.#files.configure(database);
    return database;
  }

  async init(): Promise<void> {
    this.#writer = new StatementCache(this.openConnection());
    // Opened after the writer has created the file (and switched it to WAL).
    this.#reader = new StatementCache(this.openConnection(true));
  }

  /**
   * A statement that only reads and returns rows, prepared on the reader; undefined for anything
   * that writes, and for pragmas and transaction control (which SQLite calls read-only).
   */
  readStatement(sql: string): Statement | undefined {
    if (!this.#reader || PRAGMA.test(sql)) return undefined;
    let statement: Statement;
    try {
      statement = this.#reader.prepare(sql);
    } catch {
      // The read-only connection refuses some statements at prepare time; the writer gives the real error.
      return undefined;
    }
    return statement.readonly && statement.reader ? statement : undefined;
  }

  lockWriter(): Promise<() => void> {
    return this.#lock.lock(bulkContext.getStore() === true);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteSession(this);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const session = connection as SqliteSession;
    if (settings.accessMode === "read only") {
      // A long read (an export) on a connection of its own: no writer waits for it.
      session.snapshot = new StatementCache(this.openConnection(true), 0);
      session.snapshot.prepare("begin").run();
      // The snapshot starts at the first read: take it now.
      session.snapshot.prepare("select count(*) from sqlite_schema").get();
      return;
    }
    session.release = await this.lockWriter();
    session.began();
    // IMMEDIATE: the write lock is taken at BEGIN (docs/decisions/006), waiting busy_timeout for
    // another process; a deferred transaction would meet SQLITE_BUSY at its first write instead.
    this.writer.prepare("begin immediate").run();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as SqliteSession;
    if (session.snapshot) return this.#endSnapshot(session);
    // A failed COMMIT leaves the transaction open: Kysely then rolls back, which releases the writer.
    this.writer.prepare("commit").run();
    this.#release(session);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as SqliteSession;
    if (session.snapshot) return this.#endSnapshot(session);
    try {
      // SQLite rolls back by itself on some errors (SQLITE_FULL, SQLITE_IOERR, a trigger's
      // RAISE(ROLLBACK)); a second ROLLBACK would fail with "no transaction is active" and that error
      // would replace the real one.
      if (session.release && this.writer.database.inTransaction) this.writer.prepare("rollback").run();
    } finally {
      this.#release(session);
    }
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quote(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quote(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release ${quote(name)}`));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.longReads.close();
    this.#reader?.database.close();
    this.#writer?.database.close();
  }

  #endSnapshot(session: SqliteSession) {
    const snapshot = session.snapshot;
    session.snapshot = undefined;
    snapshot?.database.close();
  }

  #release(session: SqliteSession) {
    const release = session.release;
    session.release = undefined;
    release?.();
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
