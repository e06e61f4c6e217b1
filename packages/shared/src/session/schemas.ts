import { z } from "zod";
import { localeSchema } from "../i18n/schemas";

/** GET /users/api/user-basic-info/ */
export const activeUserSchema = z.object({
  is_authenticated: z.boolean(),
  username: z.string().nullable(),
  profile_img: z.string().nullable(),
  groups: z.array(z.string()),
  permissions: z.array(z.string()),
  /**
   * Present and true while the person's group requires a second factor they have not set up
   * (issue 29): the server refuses everything but the set-up until then. Not in the spec's answer.
   */
  second_factor_required: z.boolean().optional(),
  /** The signed-in account's own theme (issue 30), null for the site's default; absent when signed out. */
  theme: z.enum(["dark", "light", "system"]).nullable().optional(),
  /** The signed-in account's own language (issue 31), null for none chosen; absent when signed out. */
  locale: localeSchema.nullable().optional(),
});
export type ActiveUser = z.infer<typeof activeUserSchema>;

/** GET /api/get_csrf_token/ */
export const csrfTokenSchema = z.object({ csrf_token: z.string() });
