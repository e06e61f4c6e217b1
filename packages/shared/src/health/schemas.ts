import { z } from "zod";
import { errorCodeSchema } from "../errors";

/** GET /healthz: the process answers (no database call). */
export const healthzSchema = z.object({ status: z.literal("ok") });

export const READY_CHECKS = ["database", "migrations", "data_dir", "disk_space"] as const;
export type ReadyCheck = (typeof READY_CHECKS)[number];

const checkResultSchema = z.object({ ok: z.boolean(), detail: z.string() });

/**
 * GET /readyz: 200 when every check passes, else 503 naming the failed ones in `message` (the app's
 * error shape, so monitors and the web read it like any other error) and in `checks`.
 */
export const readyzSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  message: z.string(),
  code: errorCodeSchema.optional(),
  checks: z.object({
    database: checkResultSchema,
    migrations: checkResultSchema,
    data_dir: checkResultSchema,
    /** No write failed for want of space lately (PostgreSQL's disk may be full while it still answers). */
    disk_space: checkResultSchema,
  }),
});
export type Readyz = z.infer<typeof readyzSchema>;
