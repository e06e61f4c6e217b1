/** The list scope: the caller's own appeals, or everyone's (administrators). */
export type AppealScope = "own" | "admin";

export const APPEALS_KEY = ["appeals"] as const;

export const appealKeys = {
  all: APPEALS_KEY,
  lists: () => [...APPEALS_KEY, "list"] as const,
  list: (scope: AppealScope, isOpen: boolean, page: number) => [...APPEALS_KEY, "list", scope, isOpen, page] as const,
  detail: (id: number) => [...APPEALS_KEY, "detail", id] as const,
  /** The caller's own appeal of a punishment, by the punishment's id. */
  own: (punishmentId: number) => [...APPEALS_KEY, "own", punishmentId] as const,
  notifications: () => [...APPEALS_KEY, "notifications"] as const,
};
