// The signed-in user as every layer sees it: part of the bottom layer, importing nothing of the app.

/** The user behind a request's session, with their groups and permissions. */
export interface AuthUser {
  id: number;
  username: string;
  profile_img: string | null;
  groups: string[];
  permissions: string[];
  sessionIdHash: string;
  /** When the session's owner last proved who they are (sign-in, re-confirmation): ISO-8601. */
  confirmedAt: string;
  /** The client address of the request (behind TRUST_PROXY, the one the proxies saw): the audit log's. */
  ip: string;
  /** The account's own language (issue 31) as stored, or null for none chosen. */
  locale: string | null;
}
