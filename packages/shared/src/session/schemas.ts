import { z } from "zod";

/** GET /users/api/user-basic-info/ */
export const activeUserSchema = z.object({
  is_authenticated: z.boolean(),
  username: z.string().nullable(),
  profile_img: z.string().nullable(),
  groups: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type ActiveUser = z.infer<typeof activeUserSchema>;

/** GET /api/get_csrf_token/ */
export const csrfTokenSchema = z.object({ csrf_token: z.string() });
