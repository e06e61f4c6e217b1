import {
  API_PATHS,
  apiPath,
  LIMITS,
  msg,
  NEWS_NETWORK_LIMIT_REACHED,
  type NewsHome,
  type NewsNetworkDetail,
  type NewsNetworkForm,
} from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { badRequest, notFound } from "../../lib/errors";
import { randomToken } from "../../lib/tokens";
import { canInspect, isOwner } from "./news-networks.access";
import * as repo from "./news-networks.repository";
import { readAllowedUsernames, readTemplates, storedValues } from "./news-networks.stored";

export const NEWS_NOT_FOUND = msg("News network not found.");

/** 128 random bits, URL-safe: the feed's id, unguessable and unrelated to the account or the row. */
const newPublicId = () => randomToken(16);

/** What a person has in news networks: the owner console's person page (deleting the account deletes them). */
export async function countNewsContentBy(db: Db, userId: number): Promise<{ news_networks: number }> {
  return { news_networks: await repo.countOwned(db, userId) };
}

/** GET /mc2/api/home-page/: the user's own networks and how many there are. */
export async function home(db: Db, user: AuthUser): Promise<NewsHome> {
  const rows = await repo.listOwned(db, user.id);
  return {
    custom_news: rows.map((row) => ({ ...row, is_locked: row.is_locked === 1 })),
    total_news_networks: rows.length,
  };
}

/** Every field, for its owner (or the owner group); a 404 for anyone else. */
export async function inspect(db: Db, publicUrl: string, id: number, user: AuthUser): Promise<NewsNetworkDetail> {
  const row = await repo.findNetwork(db, id);
  if (!row || !canInspect(user, row)) throw notFound(NEWS_NOT_FOUND);
  return {
    id: row.id,
    network_name_on_website: row.network_name_on_website,
    network_name: row.network_name,
    network_name_short: row.network_name_short,
    logo_background_colour: row.logo_background_colour,
    logo_text_colour: row.logo_text_colour,
    logo_stroke: row.logo_stroke,
    is_locked: row.is_locked === 1,
    server_id: row.server_id,
    allowed_usernames: readAllowedUsernames(row),
    ...readTemplates(row),
    url_to_copy: `${publicUrl}${apiPath(API_PATHS.newsNetworks.feed, { feed_id: row.public_id })}`,
    owner: row.owner,
    can_edit: isOwner(user, row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * A new network, within the account's limit of 3: counted and inserted in one transaction that
 * first locks the account's row, so two creates at once (two tabs) cannot both pass the count.
 */
export async function create(db: Db, user: AuthUser, form: NewsNetworkForm): Promise<number> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    await repo.lockOwner(trx, user.id);
    if ((await repo.countOwned(trx, user.id)) >= LIMITS.newsNetworksPerUser)
      throw badRequest(NEWS_NETWORK_LIMIT_REACHED);
    return repo.insertNetwork(trx, {
      ...storedValues(form, now),
      public_id: newPublicId(),
      owner_id: user.id,
      created_at: now,
    });
  });
}

/** Replaces every field of the user's own network; its feed URL stays the same. */
export async function edit(db: Db, id: number, user: AuthUser, form: NewsNetworkForm): Promise<void> {
  if (!(await repo.updateOwned(db, id, user.id, storedValues(form, nowIso())))) throw notFound(NEWS_NOT_FOUND);
}

export async function remove(db: Db, id: number, user: AuthUser): Promise<void> {
  if (!(await repo.deleteOwned(db, id, user.id))) throw notFound(NEWS_NOT_FOUND);
}
