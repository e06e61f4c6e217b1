import { z } from "zod";
import { accessNameSchema } from "../accounts/fields";
import { GROUPS } from "../permissions";

/**
 * The groups that must have a second factor unless the owner chooses otherwise (issue 29): the owner,
 * and the groups that can publish patches. API keys and people are the owner's alone; no permission
 * gives them or patching to another group (permissions.ts).
 */
export const DEFAULT_SECOND_FACTOR_GROUPS: readonly string[] = [GROUPS.owner, GROUPS.patching];

/** GET /admin/api/second-factor/ */
export const secondFactorPolicySchema = z.object({
  /** The groups whose members must have a second factor. */
  groups: z.array(z.string()),
  /** Every group of the site, to choose from. */
  choices: z.array(z.object({ name: z.string(), description: z.string() })),
  /** The groups required by default, for the form to say so. */
  defaults: z.array(z.string()),
});
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicySchema>;

/** POST /admin/api/second-factor/ */
export const secondFactorPolicyRequestSchema = z.object({
  groups: z.array(accessNameSchema).max(50),
});
export type SecondFactorPolicyRequest = z.input<typeof secondFactorPolicyRequestSchema>;

export const secondFactorPolicySavedSchema = z.object({
  message: z.string(),
  policy: secondFactorPolicySchema,
});
export type SecondFactorPolicySaved = z.infer<typeof secondFactorPolicySavedSchema>;
