import { z } from "zod";
import { msg } from "../i18n/messages";
import { LIMITS } from "../limits";
import { verifiedPlayerSchema } from "../minecraft-link/schemas";
import { rankBadgeSchema } from "../ranks/schemas";
import { writtenText } from "../text-schema";
import { PROFILE_RANKS } from "./constants";

/** GET /users/api/user-profile/ and /users/api/user-profile/{username}/: public fields only. */
export const profileSchema = z.object({
  username: z.string(),
  profile_img: z.string(),
  minecraft_username: z.string(),
  discord_username: z.string(),
  rank: z.enum(PROFILE_RANKS),
  /** The highest rank with a colour or badge (issue 30; `rank` above is the spec's word). */
  rank_badge: rankBadgeSchema,
  date_joined: z.string(),
  about_me: z.string(),
  /** The Minecraft account the session server confirmed (issue 32); left out when none is linked. */
  minecraft: verifiedPlayerSchema.optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The 308 answer when someone asks for their own profile by name. */
export const profileRedirectSchema = z.object({ message: z.string(), location: z.string() });

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]+$/;

/** A username in a URL: no account name holds control characters, so such a name is refused at once. */
export const profileUsernameParamsSchema = z.object({
  username: z.string().min(1).max(64).regex(NO_CONTROL_CHARACTERS, msg("Not a username.")),
});

export const MINECRAFT_USERNAME_PATTERN = /^[A-Za-z0-9_]{3,16}$/;
/** Discord's (2023) usernames: lower-case letters, digits, _ and ., no two dots in a row. */
export const DISCORD_USERNAME_PATTERN = /^(?!.*\.\.)[a-z0-9_.]{2,32}$/;

// Invisible-only text reads as "" (text.ts), which clears the name.
export const minecraftUsernameSchema = writtenText({ error: msg("Minecraft username must be text.") }).pipe(
  z
    .string()
    .refine(
      (value) => value === "" || MINECRAFT_USERNAME_PATTERN.test(value),
      msg("Minecraft usernames are 3 to 16 letters, digits or underscores."),
    ),
);

export const discordUsernameSchema = writtenText({ error: msg("Discord username must be text.") }).pipe(
  z
    .string()
    .toLowerCase()
    .refine(
      (value) => value === "" || DISCORD_USERNAME_PATTERN.test(value),
      msg("Discord usernames are 2 to 32 letters, digits, underscores or dots (no two dots in a row)."),
    ),
);

export const aboutMeSchema = writtenText({ multiline: true, error: msg("About me must be text.") }).pipe(
  z.string().max(LIMITS.aboutMe, msg("About me must be at most {max} characters.", { max: LIMITS.aboutMe })),
);

/**
 * The text fields of POST /users/api/user-profile/edit/ (multipart, or JSON from API clients).
 * A field left out keeps its value; an empty one clears it; null, a list or an object is refused.
 */
export const profileEditFieldsSchema = z.object({
  minecraft_username: minecraftUsernameSchema.optional(),
  discord_username: discordUsernameSchema.optional(),
  about_me: aboutMeSchema.optional(),
  useDefaultPicture: z
    .preprocess(
      (value) => (value === "" || value === undefined ? "false" : value),
      z.enum(["true", "false"], { error: "useDefaultPicture must be true or false." }),
    )
    .transform((value) => value === "true"),
});
export type ProfileEditFields = z.infer<typeof profileEditFieldsSchema>;

export const profileEditResponseSchema = z.object({ message: z.string(), profile: profileSchema });
export type ProfileEditResponse = z.infer<typeof profileEditResponseSchema>;

const passwordField = z.string().max(1024).default("");

/** POST /users/api/password/change/: blanks are answered with 'All fields are required.' by the server. */
export const changePasswordRequestSchema = z
  .object({
    current_password: passwordField,
    new_password1: passwordField,
    new_password2: passwordField,
  })
  // No body at all reads as three blanks, answered with the spec's message.
  .prefault({});
/** What the browser sends. */
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
