import { z } from "zod";
import { idParamsSchema } from "../admin/query";
import { msg } from "../i18n/messages";
import { PATCHING_LIMITS } from "../patching/constants";
import { writtenText } from "../text-schema";
import { API_KEY_NAME_MAX, API_SCOPE_NAMES } from "./scopes";

/** POST /api/keys/api/create/ */
export const apiKeyCreateSchema = z.object({
  name: writtenText({ error: msg("Name is required.") }).pipe(
    z
      .string()
      .min(1, msg("Name is required."))
      .max(API_KEY_NAME_MAX, msg("Name must be at most {max} characters.", { max: API_KEY_NAME_MAX })),
  ),
  scopes: z
    .array(z.enum(API_SCOPE_NAMES, { error: msg("Choose from: {scopes}.", { scopes: API_SCOPE_NAMES.join(", ") }) }), {
      error: msg("Scopes must be a list."),
    })
    .min(1, msg("Choose at least one scope."))
    .max(API_SCOPE_NAMES.length, msg("Choose each scope once.")),
  /**
   * The patch targets (ids) a patches:read key may read; absent or empty: every target, as keys made
   * before this choice existed (issue 26.12).
   */
  targets: z
    .array(
      z
        .number({ error: msg("Targets must be ids.") })
        .int(msg("Targets must be ids."))
        .positive(msg("Targets must be ids.")),
      {
        error: msg("Targets must be a list."),
      },
    )
    .max(PATCHING_LIMITS.targets, msg("Choose at most {max} targets.", { max: PATCHING_LIMITS.targets }))
    .optional(),
});
export type ApiKeyCreateRequest = z.input<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; the key itself is never stored. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  /** The patch targets the key may read; empty: every target. */
  targets: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
  /** Who made it: a username, "cli", or null for keys older than this record. */
  created_by: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/keys/api/list/ */
export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySchema),
  /** Every patch target, to bind a new patches:read key to some of them. */
  patch_targets: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The site's public address, for the "use it from the game server" example. */
  public_url: z.string(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to a create: the only time the key itself is shown. */
export const apiKeyCreatedSchema = z.object({ message: z.string(), key: z.string(), api_key: apiKeySchema });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyIdParamsSchema = idParamsSchema;

export const apiKeyRevokedSchema = z.object({ message: z.string(), api_key: apiKeySchema });
export type ApiKeyRevoked = z.infer<typeof apiKeyRevokedSchema>;
