import { z } from "zod";
import { AUDIT_ACTION_NAMES } from "../audit/actions";
import { optionalQueryText, pageQuery } from "./query";

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

/** An empty query value counts as absent (a form's cleared field). */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** A calendar day that exists (2026-02-30 does not, though Date.parse rolls it over). */
function isRealDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const day = (label: string) =>
  blankAsAbsent(
    z
      .string({ error: `Give ${label} once.` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
      .refine(isRealDay, `${label} is not a real date.`),
  );

/** GET /admin/api/audit/: filters by actor (a username, or cli), action and days (UTC, inclusive). */
export const auditLogQuerySchema = z.object({
  actor: optionalQueryText(64, "Actor"),
  action: blankAsAbsent(z.enum(AUDIT_ACTION_NAMES, { error: "Choose one of the listed actions." })),
  from: day("From"),
  to: day("To"),
  page: pageQuery,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

const changeSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The username at the time (kept when the account is deleted), or "cli". */
  actor: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  target: z.string(),
  before: changeSchema,
  after: changeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
