import { z } from "zod";
import { msg } from "../i18n/messages";

// Issue 32: a site account proves its Minecraft account by joining the link server, which shows a
// one-time code in its kick message; the code typed on the profile links the two.

/** The code's characters: no 0/O, 1/I/L look-alikes. */
export const LINK_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const LINK_CODE_LENGTH = 8;
/** How long a code lasts (the "about 10 minutes"). */
export const LINK_CODE_MINUTES = 10;

/** As shown: XXXX-XXXX. */
export const formatLinkCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

const CODE_PATTERN = new RegExp(`^[${LINK_CODE_ALPHABET}]{${LINK_CODE_LENGTH}}$`);

/** POST …/minecraft-link/code/: what the player typed; spaces and the dash are ignored, any case. */
export const linkCodeRequestSchema = z.object({
  code: z
    .string({ error: msg("Type the code the link server showed you.") })
    .max(40, msg("The code is 8 letters and digits, like ABCD-EF23."))
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .min(1, msg("Type the code the link server showed you."))
        .regex(CODE_PATTERN, msg("The code is 8 letters and digits, like ABCD-EF23.")),
    ),
});
export type LinkCodeRequest = z.input<typeof linkCodeRequestSchema>;

/** A linked Minecraft account as its owner and the staff see it. */
export const minecraftLinkSchema = z.object({
  /** Dashed, lower-case. */
  uuid: z.string(),
  name: z.string(),
  linked_at: z.string(),
});
export type MinecraftLink = z.infer<typeof minecraftLinkSchema>;

/** GET /users/api/minecraft-link/: whether linking is on, where to join, and the account's link. */
export const minecraftLinkStatusSchema = z.object({
  /** False while the site runs no link server (LINK_SERVER_PORT unset). */
  enabled: z.boolean(),
  /** What players type in their server list; null while off. */
  address: z.string().nullable(),
  link: minecraftLinkSchema.nullable(),
  /** How long a code lasts, in minutes. */
  code_minutes: z.number().int(),
  /**
   * True while only the linked player may appeal a punishment: the site runs a link server and the
   * owner's setting `appeals_linked_player_only` is on. The appeals hub warns an unlinked account.
   */
  appeals_linked_player_only: z.boolean(),
});
export type MinecraftLinkStatus = z.infer<typeof minecraftLinkStatusSchema>;

/** The answer of linking and unlinking: what happened and the status after it. */
export const minecraftLinkChangedSchema = z.object({ message: z.string(), status: minecraftLinkStatusSchema });
export type MinecraftLinkChanged = z.infer<typeof minecraftLinkChangedSchema>;

/** The verified Minecraft account beside a name (profiles, comments): what others see. */
export const verifiedPlayerSchema = z.object({ uuid: z.string(), name: z.string() });
export type VerifiedPlayerView = z.infer<typeof verifiedPlayerSchema>;
