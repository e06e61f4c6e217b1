import { z } from "zod";

/** Every form the spec lists under §5 Bot check sends this field. */
export const BOT_CHECK_FIELD = "g-recaptcha-response";
const botCheckToken = z.string().max(20_000).optional();

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, "E-mail is required.").max(254),
  password: z.string().min(1, "Password is required.").max(256),
  [BOT_CHECK_FIELD]: botCheckToken,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ message: z.string(), username: z.string() });

export { botCheckToken };
