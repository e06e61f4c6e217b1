import type { Selectable } from "kysely";

/** A site account's Minecraft account, as the session server confirmed it (issue 32). */
export interface MinecraftLinksTable {
  /** One link per account (primary key), and one account per Minecraft account (uuid unique). */
  user_id: number;
  /** Dashed and lower-case. */
  uuid: string;
  /** The name as Mojang spells it, refreshed on each join of the link server and by the LiteBans sync. */
  name: string;
  linked_at: string;
  name_updated_at: string;
}

/** The code a verified join was shown, until it is typed (single use) or expires. */
export interface MinecraftLinkCodesTable {
  /** One pending code per Minecraft account: a new join replaces it. */
  uuid: string;
  name: string;
  /** SHA-256 (hex) of the 8 characters; the code itself is never stored. */
  code_hash: string;
  created_at: string;
  expires_at: string;
}

export interface MinecraftLinkTables {
  minecraft_links: MinecraftLinksTable;
  minecraft_link_codes: MinecraftLinkCodesTable;
}

export type MinecraftLinkRow = Selectable<MinecraftLinksTable>;
