import { z } from "zod";
import { msg } from "../i18n/messages";
import { LIMITS } from "../limits";
import { CONSOLE_UUID, PLAYER_NAME_MAX, PUNISHMENT_TYPE_FILTERS, PUNISHMENT_TYPES } from "./constants";

export const punishmentTypeSchema = z.enum(PUNISHMENT_TYPES, {
  error: msg("Must be one of {values}.", { values: PUNISHMENT_TYPES.join(", ") }),
});
export const punishmentTypeFilterSchema = z.enum(PUNISHMENT_TYPE_FILTERS, {
  error: msg("Must be one of {values}.", { values: PUNISHMENT_TYPE_FILTERS.join(", ") }),
});

/** GET /punished/api/punished-players/ query: every parameter optional, bad values are a 400. */
export const punishedPlayersQuerySchema = z.object({
  punishment_type: punishmentTypeFilterSchema.default("All"),
  search_query: z
    .string({ error: msg("Give the search text once.") })
    .trim()
    .max(PLAYER_NAME_MAX, msg("Search text must be at most {max} characters.", { max: PLAYER_NAME_MAX }))
    .default(""),
  page: z
    .string({ error: msg("Give the page once.") })
    .regex(/^\d+$/, msg("Page must be a whole number."))
    .transform(Number)
    .pipe(z.number().min(1, msg("Page must be 1 or more.")).max(1_000_000_000, msg("Page must be at most 1000000000.")))
    .default(1),
});
export type PunishedPlayersQuery = z.infer<typeof punishedPlayersQuerySchema>;

/** Spec §3 Punishment list item; `until` null means permanent. */
export const punishmentListItemSchema = z.object({
  id: z.number().int(),
  player: z.string(),
  type: punishmentTypeSchema,
  reason: z.string(),
  actioned_by: z.string(),
  date: z.string(),
  until: z.string().nullable(),
});
export type PunishmentListItem = z.infer<typeof punishmentListItemSchema>;

/** pageNumbers is 1..pageCount: its length is the page count (spec §3). */
export const punishedPlayersResponseSchema = z.object({
  punishments: z.array(punishmentListItemSchema),
  pageNumbers: z.array(z.number().int()),
});
export type PunishedPlayersResponse = z.infer<typeof punishedPlayersResponseSchema>;

/** GET /punished/api/inspect-punishment/{id}/: spec §3 Punishment detail, plus its id and type. */
export const punishmentDetailSchema = z.object({
  id: z.number().int(),
  type: punishmentTypeSchema,
  player: z.string(),
  player_uuid: z.string(),
  reason: z.string(),
  actioned_by: z.string(),
  actioned_by_uuid: z.string(),
  /** Seconds the player had played when punished; null when the source did not say. */
  play_time: z.number().int().nullable(),
  date: z.string(),
  until: z.string().nullable(),
  is_active: z.boolean(),
});
export type PunishmentDetail = z.infer<typeof punishmentDetailSchema>;

export const punishmentIdParamsSchema = z.object({ id: z.string() });

// --- Ways in: the import file and the game server's API take the same objects ---

const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** Minecraft uuids arrive with or without dashes; they are stored lower-case with dashes. */
const uuidSchema = z
  .string({ error: msg("Must be a uuid.") })
  .trim()
  .regex(UUID_PATTERN, msg("Must be a uuid."))
  .transform((value) => {
    const hex = value.replaceAll("-", "").toLowerCase();
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  });

const issuerUuidSchema = z.union([z.literal(CONSOLE_UUID), uuidSchema], {
  error: msg("Must be a uuid, or {console} for the console.", { console: CONSOLE_UUID }),
});

const nameSchema = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(PLAYER_NAME_MAX, `${what} must be at most ${PLAYER_NAME_MAX} characters.`);

/** An ISO-8601 date and time with a zone (Z or ±hh:mm); stored as UTC text so it sorts as text. */
const isoDateSchema = z
  .string({ error: msg("Must be an ISO-8601 date and time, like 2026-11-21T18:00:00Z.") })
  .trim()
  .pipe(z.iso.datetime({ offset: true, error: msg("Must be an ISO-8601 date and time, like 2026-11-21T18:00:00Z.") }))
  .transform((value) => new Date(value).toISOString())
  .refine((value) => value >= "1970-01-01" && value < "9999", msg("Must be a date between 1970 and 9998."));

/** One punishment as the import file and POST /api/v1/punishments carry it. */
export const punishmentInputSchema = z
  .object({
    id: z
      .string({ error: msg("Must be a string (the source's own id).") })
      .trim()
      .min(1, msg("Must not be empty; leave it out instead."))
      .max(64, msg("Must be at most 64 characters."))
      .optional(),
    type: punishmentTypeSchema,
    player: nameSchema("Player"),
    player_uuid: uuidSchema,
    reason: z
      .string({ error: msg("Reason must be a string.") })
      .trim()
      .max(LIMITS.punishmentReason, msg("Reason must be at most {max} characters.", { max: LIMITS.punishmentReason })),
    actioned_by: nameSchema("Issuer"),
    actioned_by_uuid: issuerUuidSchema,
    play_time: z
      .number({ error: msg("Must be a number of seconds.") })
      .int(msg("Must be a whole number of seconds."))
      .min(0, msg("Must not be negative."))
      .max(2_147_483_647, msg("Is too large."))
      .nullish(),
    date: isoDateSchema,
    until: isoDateSchema.nullable(),
    is_active: z.boolean({ error: msg("Must be true or false.") }),
  })
  .refine((row) => row.until === null || row.until >= row.date, {
    path: ["until"],
    message: msg("Must not be before date."),
  });
export type PunishmentInput = z.input<typeof punishmentInputSchema>;
export type PunishmentRecord = z.output<typeof punishmentInputSchema>;

/** POST /api/v1/punishments body. */
export const punishmentBatchSchema = z.object({
  punishments: z
    .array(punishmentInputSchema, { error: "punishments must be a list." })
    .min(1, msg("Send at least one punishment."))
    .max(LIMITS.punishmentBatch, msg("Send at most {max} punishments per request.", { max: LIMITS.punishmentBatch })),
});

/** What a batch did: rows without a known id are created, rows whose id is known are updated. */
export const punishmentBatchResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type PunishmentBatchResult = z.infer<typeof punishmentBatchResultSchema>;
