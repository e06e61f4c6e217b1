import { z } from "zod";
import { msg } from "../i18n/messages";
import { writtenText } from "../text-schema";
import { DISCORD_EVENTS, DISCORD_WEBHOOK_NAME_MAX, DISCORD_WEBHOOK_URL_MAX } from "./constants";

const discordEventSchema = z.enum(DISCORD_EVENTS, { error: msg("Choose one of the listed events.") });

/**
 * How a webhook is doing: `ok` (its last message went through, or none was sent yet), `off` (the
 * owner turned it off), `failing` (Discord or the network failed; retrying), `broken` (Discord
 * answered that the webhook does not exist or its token is wrong: nothing is sent until it is edited).
 */
export const DISCORD_WEBHOOK_STATES = ["ok", "off", "failing", "broken"] as const;
export type DiscordWebhookState = (typeof DISCORD_WEBHOOK_STATES)[number];

/** One webhook as the console shows it: the URL only as a hint, never whole. */
export const discordWebhookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url_hint: z.string(),
  events: z.array(discordEventSchema),
  is_public: z.boolean(),
  enabled: z.boolean(),
  state: z.enum(DISCORD_WEBHOOK_STATES),
  /** The last error Discord or the network gave (cleared by a delivery). */
  last_error: z.string().nullable(),
  last_delivered_at: z.string().nullable(),
  /** Messages waiting to go, oldest first. */
  queued: z.number().int(),
  created_at: z.string(),
});
export type DiscordWebhook = z.infer<typeof discordWebhookSchema>;

/** A message the sender gave up on (after a day of failures, or one Discord refused). */
export const discordFailureSchema = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  webhook_name: z.string(),
  kind: z.string(),
  created_at: z.string(),
  given_up_at: z.string(),
  tries: z.number().int(),
  last_error: z.string().nullable(),
});
export type DiscordFailure = z.infer<typeof discordFailureSchema>;

/** GET /admin/api/discord/webhooks/: every webhook, and the messages given up on lately. */
export const discordWebhookListSchema = z.object({
  webhooks: z.array(discordWebhookSchema),
  failures: z.array(discordFailureSchema),
});
export type DiscordWebhookList = z.infer<typeof discordWebhookListSchema>;

const nameField = writtenText({ error: msg("Name is required.") }).pipe(
  z
    .string()
    .min(1, msg("Name is required."))
    .max(DISCORD_WEBHOOK_NAME_MAX, msg("Name must be at most {max} characters.", { max: DISCORD_WEBHOOK_NAME_MAX })),
);

const fields = {
  name: nameField,
  events: z
    .array(discordEventSchema, { error: msg("Events must be a list.") })
    .refine((events) => new Set(events).size === events.length, msg("Choose each event once.")),
  is_public: z.boolean({ error: msg("Must be true or false.") }),
  enabled: z.boolean({ error: msg("Must be true or false.") }),
};

/**
 * POST /admin/api/discord/webhooks/ (a new webhook: the URL is needed) and
 * /admin/api/discord/webhooks/{id}/ (an edit: a blank or missing URL keeps the stored one). The URL
 * is checked to be a Discord webhook's by the server, which words the error.
 */
export const discordWebhookFormSchema = z.object({
  ...fields,
  url: z
    .string({ error: msg("The webhook URL must be text.") })
    .trim()
    .max(
      DISCORD_WEBHOOK_URL_MAX,
      msg("The webhook URL must be at most {max} characters.", { max: DISCORD_WEBHOOK_URL_MAX }),
    )
    .optional(),
});
export type DiscordWebhookForm = z.infer<typeof discordWebhookFormSchema>;
export type DiscordWebhookFormInput = z.input<typeof discordWebhookFormSchema>;

export const discordWebhookSavedSchema = z.object({ message: z.string(), webhook: discordWebhookSchema });
export type DiscordWebhookSaved = z.infer<typeof discordWebhookSavedSchema>;

/** A queued message's progress, for the console's "Send a test". */
export const discordDeliverySchema = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  state: z.enum(["queued", "delivered", "given_up"]),
  tries: z.number().int(),
  /** Messages of the same webhook that go first. */
  ahead: z.number().int(),
  next_try_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type DiscordDelivery = z.infer<typeof discordDeliverySchema>;

/** POST /admin/api/discord/webhooks/{id}/test/: the test is queued; follow it with the delivery's id. */
export const discordTestQueuedSchema = z.object({ message: z.string(), delivery: discordDeliverySchema });
export type DiscordTestQueued = z.infer<typeof discordTestQueuedSchema>;
