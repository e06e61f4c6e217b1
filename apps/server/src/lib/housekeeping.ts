import type { FastifyInstance } from "fastify";

export const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs a clean-up task (deleting rows that are never read again) every `everyMs`, logging a failure
 * instead of throwing (a full disk also goes to /readyz); the timer never keeps the process alive and
 * stops when the app closes.
 */
export function scheduleSweep(app: FastifyInstance, name: string, everyMs: number, task: () => Promise<unknown>) {
  const timer = setInterval(() => {
    task().catch((error: unknown) => {
      app.diskFull.note(error);
      app.log.warn({ err: error }, `${name} sweep failed`);
    });
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
