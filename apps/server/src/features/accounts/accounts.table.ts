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
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
}

export interface AccountsTables {
  users: UsersTable;
  groups: GroupsTable;
  user_groups: { user_id: number; group_id: number };
  user_permissions: { user_id: number; permission: string };
  group_permissions: { group_id: number; permission: string };
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
