/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
const RETRYABLE = new Set(["40P01", "40001"]);

/**
 * Runs a transaction again (up to `attempts` times in all) when PostgreSQL aborted it to break a
 * deadlock or a serialisation conflict with another writer; any other error passes through.
 */
export async function retryConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown } | undefined)?.code;
      if (attempt >= attempts || typeof code !== "string" || !RETRYABLE.has(code)) throw error;
      // A short, random pause lets the other writer finish first.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
