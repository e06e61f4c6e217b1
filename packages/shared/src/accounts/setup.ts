import { z } from "zod";
import { registerRequestSchema } from "./schemas";

/**
 * POST /api/setup/: the sign-up form's fields (loose, so the server answers every field error at
 * once) and the token from the setup link (or DATA_DIR/setup-token).
 */
export const setupRequestSchema = registerRequestSchema.extend({ token: z.string().max(200).default("") });
export type SetupRequest = z.input<typeof setupRequestSchema>;

/** 201 from POST /api/setup/: the owner is created, verified and signed in. */
export const setupResponseSchema = z.object({ message: z.string(), username: z.string() });
export type SetupResponse = z.infer<typeof setupResponseSchema>;

/** GET /api/setup/: 200 while the setup is open. */
export const setupStatusSchema = z.object({ open: z.literal(true) });
