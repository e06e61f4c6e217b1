import { z } from "zod";

/** Per-field messages, Django style: a field may break several rules at once. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The one shape of every error the API answers with. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
