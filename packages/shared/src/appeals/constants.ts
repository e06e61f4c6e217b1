// Kept free of zod so the web app's screens can use them without pulling zod in.

/** Spec §4 Appeal status. */
export const APPEAL_STATUSES = ["Pending", "Approved", "Denied"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** Limits of appeals beyond spec §9 (which lives in LIMITS). */
export const APPEAL_LIMITS = {
  /** The appeal's reason. */
  message: 2000,
  comment: 1000,
  /** Rows per page of the appeal lists. */
  pageSize: 20,
} as const;

/** Where a person reads an appeal (web route, also linked from e-mails). */
export const appealPagePath = (id: number) => `/appeals/inspect/${id}/`;
