import { createHash } from "node:crypto";
import {
  msg,
  NEWS_FEED_FORMAT,
  NEWS_TEMPLATE_VARIABLES,
  type NewsFeed,
  type NewsFeedQuery,
  type NewsTemplates,
} from "@bastion/shared";
import type { Db } from "../../db/database";
import { type BuiltFeed, builtFeed, rememberFeed } from "./news-feed.memo";
import { feedAllows } from "./news-networks.access";
import * as repo from "./news-networks.repository";
import { readAllowedUsernames, readTemplates } from "./news-networks.stored";

// The document the game fetches (url_to_copy). One indexed read per request decides it; its ETag is
// a hash of the bytes, so every instance gives the same one and it changes exactly when they do.
// The built document is reused while its row is unchanged (news-feed.memo.ts).

export type FeedAnswer =
  | { kind: "document"; body: string; etag: string; locked: boolean }
  | { kind: "refused"; status: 403 | 404; message: string };

/** A public id as newPublicId makes them: anything else is unknown without asking the database. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

export const FEED_NOT_FOUND = msg(
  "No news network has this feed. Check the URL, or ask its owner for the current one.",
);
export const FEED_LOCKED_TO_SERVER = msg(
  "This news network is locked to a server: its feed answers only when ?server= gives that server's id.",
);
export const FEED_LOCKED_TO_PLAYERS = msg(
  "This news network is locked: its feed answers only when ?un= names one of its allowed players.",
);

/** The feed document, field by field (nothing else of the row can leak into it). */
function feedDocument(row: repo.FeedRow, templates: NewsTemplates, siteName: string): NewsFeed {
  return {
    format: NEWS_FEED_FORMAT,
    feedinfo: {
      title: row.network_name,
      info: `${row.network_name_on_website}: a My Colony 2 news network from ${siteName}.`,
    },
    feed_id: row.public_id,
    network_name: row.network_name,
    network_name_short: row.network_name_short,
    network_name_on_website: row.network_name_on_website,
    logo_background_colour: row.logo_background_colour,
    logo_text_colour: row.logo_text_colour,
    logo_stroke: row.logo_stroke,
    is_locked: row.is_locked === 1,
    locked_by: row.is_locked !== 1 ? null : row.server_id ? "server_id" : "allowed_usernames",
    ...templates,
    variables: { ...NEWS_TEMPLATE_VARIABLES } as NewsFeed["variables"],
    updated_at: row.updated_at,
  };
}

function buildFeed(row: repo.FeedRow, siteName: string): BuiltFeed {
  const body = JSON.stringify(feedDocument(row, readTemplates(row), siteName));
  // Weak: the same document compressed by a proxy or a later compression plugin is still this version.
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  const built = { row, siteName, body, etag };
  rememberFeed(built);
  return built;
}

export async function feedAnswer(
  db: Db,
  siteName: string,
  publicId: string,
  query: NewsFeedQuery,
): Promise<FeedAnswer> {
  const row = PUBLIC_ID.test(publicId) ? await repo.findFeed(db, publicId) : undefined;
  if (!row) return { kind: "refused", status: 404, message: FEED_NOT_FOUND };
  const locked = row.is_locked === 1;
  if (locked) {
    const rules = { is_locked: true, server_id: row.server_id, allowed_usernames: readAllowedUsernames(row) };
    if (!feedAllows(rules, query)) {
      return { kind: "refused", status: 403, message: row.server_id ? FEED_LOCKED_TO_SERVER : FEED_LOCKED_TO_PLAYERS };
    }
  }
  const built = builtFeed(row, siteName) ?? buildFeed(row, siteName);
  return { kind: "document", body: built.body, etag: built.etag, locked };
}
