import { AsyncLocalStorage } from "node:async_hooks";
import type { PostgresPool } from "kysely";
import pg from "pg";

// PostgreSQL's connections (docs/decisions/036): ordinary queries share one pool; reads that may walk
// many rows (asLongRead) take theirs from a small pool of their own, so a few deep searches at once
// never hold every connection while sign-ins, pages and comments wait for one.

/** Connections for ordinary queries, per instance. */
const POOL_SIZE = 10;
/** Connections for long reads, per instance: they wait for each other, never for the rest. */
export const LONG_READ_CONNECTIONS = 2;

/**
 * The long reads' connections' settings (libpq's `options`): no parallel workers for their queries, and
 * 32 MB for a join's or a sort's memory (two connections an instance: at most a few hundred MB).
 */
export const LONG_READ_SETTINGS = "-c max_parallel_workers_per_gather=0 -c work_mem=32MB";

const longReadContext = new AsyncLocalStorage<true>();

/** Runs `work` with its queries outside a transaction on the long reads' connections. */
export const asPostgresLongRead = <T>(work: () => Promise<T>): Promise<T> => longReadContext.run(true, work);

/**
 * The pools behind one Kysely instance: each query (or transaction) takes a connection from the long
 * reads' pool inside asPostgresLongRead, else from the ordinary one. A transaction keeps the
 * connection it began on, so a long read inside one reads what it wrote.
 */
export function postgresPools(connectionString: string, onError: (error: Error) => void): PostgresPool {
  const ordinary = new pg.Pool({ connectionString, max: POOL_SIZE });
  // A long read is one process, never a gather of parallel workers: PostgreSQL would otherwise run a
  // cold search's count over every row on three processes at once, which on a small machine takes
  // every core from the other connections and the app for most of a second (issue 33, ADR 036). It may
  // use more memory for its joins and sorts than the default 4 MB, which spilled them to disk.
  const long = new pg.Pool({ connectionString, max: LONG_READ_CONNECTIONS, options: LONG_READ_SETTINGS });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  ordinary.on("error", onError);
  long.on("error", onError);
  return {
    connect: () => (longReadContext.getStore() ? long : ordinary).connect(),
    end: async () => {
      await Promise.all([ordinary.end(), long.end()]);
    },
  };
}
