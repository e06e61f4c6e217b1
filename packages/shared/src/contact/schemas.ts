import { z } from "zod";
import { emailSchema } from "../accounts/fields";
import { BOT_CHECK_FIELD, botCheckToken } from "../accounts/schemas";
import { msg } from "../i18n/messages";
import { LIMITS } from "../limits";
import { writtenText } from "../text-schema";
import { CONTACT_NAME_MAX } from "./limits";

/** A missing field reads as empty, so it gets the field's "is required" message. */
const orEmpty = (value: unknown) => value ?? "";

/** POST /core/contact-us/: per-field errors for name, email and message (spec §5 Contact). */
export const contactRequestSchema = z.object({
  name: z.preprocess(
    orEmpty,
    writtenText().pipe(
      z
        .string()
        .min(1, msg("Name is required."))
        .max(CONTACT_NAME_MAX, msg("Name must be at most {max} characters.", { max: CONTACT_NAME_MAX })),
    ),
  ),
  email: z.preprocess(orEmpty, emailSchema),
  message: z.preprocess(
    orEmpty,
    writtenText({ multiline: true }).pipe(
      z
        .string()
        .min(1, msg("Message is required."))
        .max(LIMITS.contactMessage, msg("Message must be at most {max} characters.", { max: LIMITS.contactMessage })),
    ),
  ),
  [BOT_CHECK_FIELD]: botCheckToken,
});
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  [BOT_CHECK_FIELD]?: string;
}

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
