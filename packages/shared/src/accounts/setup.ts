import { z } from "zod";
import { BOT_CHECK_FIELD, botCheckToken } from "./schemas";

/** The first-run owner setup: GET/POST /api/setup/ while the site has no owner, 404 once it has one. */
export const SETUP_PATH = "/api/setup/";

// Loose on purpose, like the sign-up form: the server answers every field error at once.
const text = (max: number) => z.string().max(max).default("");

/** POST /api/setup/: the token from the setup link (or DATA_DIR/setup-token) and the owner's account. */
export const setupRequestSchema = z.object({
  token: text(200),
  username: text(200),
  email: text(320),
  password1: text(256),
  password2: text(256),
  [BOT_CHECK_FIELD]: botCheckToken,
});
export type SetupRequest = z.input<typeof setupRequestSchema>;

/** 201 from POST /api/setup/: the owner is created, verified and signed in. */
export const setupResponseSchema = z.object({ message: z.string(), username: z.string() });
export type SetupResponse = z.infer<typeof setupResponseSchema>;

/** GET /api/setup/: 200 while the setup is open. */
export const setupStatusSchema = z.object({ open: z.literal(true) });
