import { z } from "zod";
import { msg } from "../i18n/messages";

/** A 1-based page number from the query string (default 1). */
export const pageQuery = z
  .string({ error: msg("Give the page once.") })
  .regex(/^\d{1,7}$/, msg("Page must be a whole number from 1 to 1000000."))
  .transform(Number)
  .pipe(z.number().min(1, msg("Page must be 1 or more.")).max(1_000_000, msg("Page must be at most 1000000.")))
  .default(1);

/**
 * An optional text filter from the query string: trimmed, and empty counts as absent. Its messages
 * are whole sentences (issue 31): `once` when the parameter is repeated, `tooLong` over `max`.
 */
export const optionalQueryText = (max: number, words: { once: string; tooLong: string }) =>
  z
    .string({ error: words.once })
    .trim()
    .max(max, words.tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: msg("Must be a number.") })
    .int(msg("Must be a whole number."))
    .positive(msg("Must be 1 or more."))
    .max(2_147_483_647, msg("Is too large.")),
});
export type IdParams = z.infer<typeof idParamsSchema>;
