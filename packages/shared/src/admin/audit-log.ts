import { z } from "zod";
import { AUDIT_ACTION_NAMES, AUDIT_ACTOR_KIND_NAMES } from "../audit/actions";
import { msg } from "../i18n/messages";
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

/** A day filter; its messages are whole sentences naming the filter (issue 31). */
const day = (words: { once: string; notADate: string; notReal: string }) =>
  blankAsAbsent(
    z
      .string({ error: words.once })
      .regex(/^\d{4}-\d{2}-\d{2}$/, words.notADate)
      .refine(isRealDay, words.notReal),
  );

const actorId = blankAsAbsent(
  z
    .string({ error: msg("Give the actor's id once.") })
    .regex(/^\d{1,10}$/, msg("The actor's id must be a whole number."))
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, msg("The actor's id must be 1 or more."))
        .max(2_147_483_647, msg("The actor's id is too large.")),
    ),
);

/**
 * GET /admin/api/audit/: filters by actor, action and days (UTC, inclusive). The actor is chosen by
 * kind and stable id (`actor_kind=user&actor_id=12`, `actor_kind=cli`; an id alone means an
 * account), as GET /admin/api/audit/actors/ lists them. `actor`, a name as recorded ("cli" for the
 * CLI), is kept for callers written before ids: it cannot tell two accounts that had one name apart.
 */
export const auditLogQuerySchema = z.object({
  actor: optionalQueryText(64, {
    once: msg("Give Actor once."),
    tooLong: msg("Actor must be at most {max} characters.", { max: 64 }),
  }),
  actor_kind: blankAsAbsent(z.enum(AUDIT_ACTOR_KIND_NAMES, { error: msg("Choose one of the listed kinds of actor.") })),
  actor_id: actorId,
  action: blankAsAbsent(z.enum(AUDIT_ACTION_NAMES, { error: msg("Choose one of the listed actions.") })),
  from: day({
    once: msg("Give From once."),
    notADate: msg("From must be a date (YYYY-MM-DD)."),
    notReal: msg("From is not a real date."),
  }),
  to: day({
    once: msg("Give To once."),
    notADate: msg("To must be a date (YYYY-MM-DD)."),
    notReal: msg("To is not a real date."),
  }),
  page: pageQuery,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

const changeSchema = z.record(z.string(), z.unknown()).nullable();

const actorKindSchema = z.enum(AUDIT_ACTOR_KIND_NAMES);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The actor's name at the time (kept when the account is deleted): a username, "cli", a key's name. */
  actor: z.string(),
  actor_kind: actorKindSchema,
  /** The account's id (kept after it is deleted) or the API key's; null for the CLI and the site. */
  actor_id: z.number().int().nullable(),
  /** The acting account has been deleted since. */
  actor_deleted: z.boolean(),
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

/** One actor of the log, for the actor filter: newest first. */
export const auditActorSchema = z.object({
  kind: actorKindSchema,
  id: z.number().int().nullable(),
  /** Its name as the log last recorded it. */
  name: z.string(),
  deleted: z.boolean(),
  last_acted_at: z.string(),
});
export type AuditActorSummary = z.infer<typeof auditActorSchema>;

/** GET /admin/api/audit/actors/: everyone the log names, at most AUDIT_ACTORS_MAX, most recent first. */
export const auditActorsSchema = z.object({ actors: z.array(auditActorSchema) });
export type AuditActors = z.infer<typeof auditActorsSchema>;

/** How many actors the filter lists (the most recent); staff accounts are few, so this is plenty. */
export const AUDIT_ACTORS_MAX = 200;
