import type { Generated, Insertable, Selectable } from "kysely";

export interface NewsNetworksTable {
  id: Generated<number>;
  /** The feed's random public id (its URL is stable for the network's life). */
  public_id: string;
  owner_id: number;
  network_name_on_website: string;
  network_name: string;
  network_name_short: string;
  /** #rrggbb, lower case. */
  logo_background_colour: string;
  logo_text_colour: string;
  logo_stroke: string;
  /** 0/1 (docs/decisions/002). */
  is_locked: Generated<number>;
  server_id: string | null;
  /** JSON: a list of player names. */
  allowed_usernames: string;
  /** JSON: the eleven template lists by name (newsTemplatesSchema). */
  templates: string;
  created_at: string;
  updated_at: string;
}

export interface NewsNetworksTables {
  news_networks: NewsNetworksTable;
}

export type NewsNetworkRow = Selectable<NewsNetworksTable>;
export type NewNewsNetwork = Insertable<NewsNetworksTable>;
