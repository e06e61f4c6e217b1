import type { AuditLogQuery } from "@bastion/shared";

/** The people table's state (it lives in the URL). */
export interface PeopleParams {
  search: string;
  group: string;
  unverified: boolean;
  deactivated: boolean;
  page: number;
}

/** The audit log's filters (they live in the URL). */
export type AuditParams = Required<Pick<AuditLogQuery, "page">> & {
  /** The actor by kind and id, `user:12` or `cli` (components/audit-actor.ts); empty for anyone. */
  actor: string;
  action: string;
  from: string;
  to: string;
};

export const ADMIN_KEY = ["admin"] as const;

export const adminKeys = {
  overview: () => [...ADMIN_KEY, "overview"] as const,
  people: () => [...ADMIN_KEY, "people"] as const,
  peopleList: (params: PeopleParams) => [...ADMIN_KEY, "people", "list", params] as const,
  person: (id: number) => [...ADMIN_KEY, "people", "detail", id] as const,
  inbox: () => [...ADMIN_KEY, "inbox"] as const,
  inboxPage: (page: number) => [...ADMIN_KEY, "inbox", page] as const,
  audit: (params: AuditParams) => [...ADMIN_KEY, "audit", params] as const,
  auditActors: () => [...ADMIN_KEY, "audit", "actors"] as const,
  secondFactorPolicy: () => [...ADMIN_KEY, "second-factor"] as const,
  settings: () => [...ADMIN_KEY, "settings"] as const,
  siteAssets: () => [...ADMIN_KEY, "settings", "assets"] as const,
  home: () => [...ADMIN_KEY, "home"] as const,
  look: () => [...ADMIN_KEY, "look"] as const,
};
