import type { Generated, Insertable, Selectable } from "kysely";

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: the unique key, so names are unique regardless of case. */
  username_key: string;
  email: string;
  email_key: string;
  password_hash: string;
  is_verified: Generated<number>;
  is_active: Generated<number>;
  profile_img: string | null;
  minecraft_username: Generated<string>;
  discord_username: Generated<string>;
  about_me: Generated<string>;
  date_joined: string;
  last_login: string | null;
  /** The account's theme (issue 30): "light", "dark" or "system"; null for the site's default. */
  theme: string | null;
  /** The account's language (issue 31): one of LOCALES; null for none chosen (never a pseudo-locale). */
  locale: string | null;
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  /** Ranks (issue 30, docs/decisions/032): the badge's colour (#rrggbb) and text, or null. */
  colour: string | null;
  badge: string | null;
  /** Rank order: lower is higher. */
  position: Generated<number>;
  /** 1 when its members are listed on the staff page. */
  is_staff: Generated<number>;
  /** 1 for the spec's owner, administrators, downloads and patching, which cannot be deleted. */
  built_in: Generated<number>;
}

/** The pending verification of an unverified account (one per account); its links are below. */
export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  /** Identifies the pending verification for a resend from the sign-up screen. */
  pin_hash: string;
  created_at: string;
}

/** A verification link e-mailed to an unverified account: each works until it expires (issue 27.1). */
export interface EmailVerificationLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** When it was mailed: a sign-in mails a new one only when the newest is a few minutes old. */
  created_at: string;
  expires_at: string;
}

/** A forgot-password request for an address; user_id and token_hash only when an account uses it. */
export interface PasswordResetsTable {
  id: Generated<number>;
  email_key: string;
  user_id: number | null;
  token_hash: string | null;
  requested_at: string;
  /** When the current link stops working. */
  expires_at: string;
  used_at: string | null;
}

export interface AccountsTables {
  users: UsersTable;
  email_verifications: EmailVerificationsTable;
  email_verification_links: EmailVerificationLinksTable;
  password_resets: PasswordResetsTable;
  groups: GroupsTable;
  user_groups: { user_id: number; group_id: number };
  user_permissions: { user_id: number; permission: string };
  group_permissions: { group_id: number; permission: string };
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
