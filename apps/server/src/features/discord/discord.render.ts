import { appealPagePath, type Locale, msg } from "@bastion/shared";
import { wordsIn } from "../../lib/i18n/translate";
import type { DiscordFacts } from "./discord-outbox.service";

// A queued message as Discord receives it (issue 32): one embed in the site's default language, with
// the site's accent colour, a link back to the page and the site's name in the footer. Whatever a
// person wrote is escaped, so it shows as written and never pings anyone (allowed_mentions too).

/** What the message needs of the site, as the owner set it when it is sent. */
export interface RenderSite {
  name: string;
  locale: Locale;
  publicUrl: string;
  /** The look's accent colour, #rrggbb. */
  accent: string;
  /** An announcement's picture now (uploaded just after the announcement), as a path or URL; null without one. */
  announcementPicture(id: number): Promise<string | null>;
}

export interface DiscordEmbed {
  title: string;
  description?: string;
  url: string;
  color: number;
  timestamp: string;
  footer: { text: string };
  author?: { name: string };
  image?: { url: string };
  fields?: { name: string; value: string; inline?: boolean }[];
}

export interface DiscordBody {
  content?: string;
  embeds: DiscordEmbed[];
  allowed_mentions: { parse: never[] };
}

/** Discord's limits on an embed's parts (with room: the whole embed must stay under 6,000). */
const LIMITS = { title: 256, description: 3500, field: 1024, footer: 256, author: 256 };
/** The colour of messages about something broken (Bootstrap's danger red). */
const DANGER = 0xdc3545;

/** Text shown as written: Discord's markdown escaped, @everyone and @here broken, so nobody is pinged. */
export function escapeDiscord(text: string): string {
  return text.replace(/[\\*_~`|<>#[\]()-]/g, (char) => `\\${char}`).replace(/@(everyone|here)/gi, "@\u200b$1");
}

/**
 * A name inside a title: only the inline marks escaped (an embed's title shows bold and italics but no
 * headings, lists or links), and mentions broken.
 */
export function escapeInline(text: string): string {
  return text.replace(/[\\*_~`|]/g, (char) => `\\${char}`).replace(/@(everyone|here)/gi, "@\u200b$1");
}

/** Cut to `max` characters (an escape is never cut in half). */
export function trimTo(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/(^|[^\\])(\\\\)*\\$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

const colourOf = (hex: string) => Number.parseInt(hex.replace("#", ""), 16) || 0;

// Whole sentences, one case per type and status (ADR 033); written out for the message check.
const NEW_APPEAL = msg(
  "New appeal #{appealId}: {type, select, Ban {Ban} Mute {Mute} Kick {Kick} Warning {Warning} other {{type}}} of {player}",
);
const APPEALED = msg(
  "{submitter} appealed {type, select, Ban {the Ban} Mute {the Mute} Kick {the Kick} Warning {the Warning} other {the {type}}} of {player}.",
);
const DECIDED_TITLE = msg(
  "Appeal #{appealId}: {status, select, Pending {Pending} Approved {Approved} Denied {Denied} other {{status}}}",
);
const DECIDED = msg(
  "{by} decided the appeal against {type, select, Ban {the Ban} Mute {the Mute} Kick {the Kick} Warning {the Warning} other {the {type}}} of {player}. {state, select, open {The appeal is open.} other {The appeal is closed.}}",
);
const COMMENT_TITLE = msg("New comment on appeal #{appealId}");
const COMMENTED = msg(
  "{author} commented on the appeal against {type, select, Ban {the Ban} Mute {the Mute} Kick {the Kick} Warning {the Warning} other {the {type}}} of {player}:",
);
const PATCH_TITLE = msg(
  "{action, select, both {Patch {version} of {target} published and made current} published {Patch {version} of {target} published} other {Patch {version} of {target} made current}}",
);

interface Written {
  title: string;
  description?: string;
  path: string;
  danger?: boolean;
  author?: string;
  image?: string | null;
  fields?: { name: string; value: string; inline?: boolean }[];
}

async function write(facts: DiscordFacts, site: RenderSite): Promise<Written> {
  const t = wordsIn(site.locale);
  const e = escapeDiscord;
  const i = escapeInline;
  switch (facts.kind) {
    case "appeal_created":
      return {
        title: t(NEW_APPEAL, { appealId: facts.appeal_id, type: facts.type, player: i(facts.player) }),
        description: `${t(APPEALED, { submitter: e(facts.submitted_by), type: facts.type, player: e(facts.player) })}\n\n${e(facts.message)}`,
        path: appealPagePath(facts.appeal_id),
      };
    case "appeal_decided":
      return {
        title: t(DECIDED_TITLE, { appealId: facts.appeal_id, status: facts.status }),
        description: t(DECIDED, {
          by: e(facts.by),
          type: facts.type,
          player: e(facts.player),
          state: facts.is_open ? "open" : "closed",
        }),
        path: appealPagePath(facts.appeal_id),
      };
    case "appeal_comment":
      return {
        title: t(COMMENT_TITLE, { appealId: facts.appeal_id }),
        description: `${t(COMMENTED, { author: e(facts.author), type: facts.type, player: e(facts.player) })}\n\n${e(facts.comment)}`,
        path: appealPagePath(facts.appeal_id),
      };
    case "contact_message":
      return {
        title: t(msg("Contact message #{id} from {name}"), { id: facts.message_id, name: i(facts.name) }),
        description: `${t(msg("From: {name} <{email}>"), { name: e(facts.name), email: e(facts.email) })}\n\n${e(facts.message)}`,
        path: "/admin/contact/",
      };
    case "announcement_published":
      return {
        author: t(msg("New announcement")),
        title: i(facts.title),
        description: e(facts.introduction),
        path: `/announcements/${facts.announcement_id}/`,
        image: await site.announcementPicture(facts.announcement_id),
      };
    case "member_joined":
      return {
        title: t(msg("New member: {username}"), { username: i(facts.username) }),
        description: t(msg("{username} has joined {site}."), { username: e(facts.username), site: e(site.name) }),
        path: `/profile/${encodeURIComponent(facts.username)}/`,
      };
    case "patch_published":
      return {
        title: t(PATCH_TITLE, {
          action: facts.published && facts.made_current ? "both" : facts.published ? "published" : "current",
          version: i(facts.version),
          target: i(facts.target),
        }),
        description: [e(facts.notes), t(msg("By {name}."), { name: e(facts.by) })].filter(Boolean).join("\n\n"),
        path: "/patching/",
      };
    case "litebans_sync":
      return facts.state === "failing"
        ? {
            title: t(msg("The LiteBans sync is failing")),
            description: e(facts.error ?? ""),
            path: "/admin/",
            danger: true,
          }
        : { title: t(msg("The LiteBans sync works again")), path: "/admin/" };
    case "backup_failed":
      return {
        title: t(msg("The scheduled backup failed")),
        description: e(facts.error),
        path: "/admin/",
        danger: true,
      };
    case "test":
      return {
        title: t(msg("Test message from {site}"), { site: i(site.name) }),
        description: t(
          msg(
            "{name} sent this test from the owner console. This channel receives the events chosen for this webhook.",
          ),
          { name: e(facts.by) },
        ),
        path: "/admin/discord/",
      };
  }
}

const absolute = (publicUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);

/** The body POSTed to the webhook for a queued message. */
export async function renderDiscordMessage(
  facts: DiscordFacts,
  createdAt: string,
  site: RenderSite,
): Promise<DiscordBody> {
  const written = await write(facts, site);
  const embed: DiscordEmbed = {
    title: trimTo(written.title, LIMITS.title),
    url: absolute(site.publicUrl, written.path),
    color: written.danger ? DANGER : colourOf(site.accent),
    timestamp: createdAt,
    footer: { text: trimTo(site.name, LIMITS.footer) },
  };
  if (written.description) embed.description = trimTo(written.description, LIMITS.description);
  if (written.author) embed.author = { name: trimTo(written.author, LIMITS.author) };
  if (written.image) embed.image = { url: absolute(site.publicUrl, written.image) };
  return { embeds: [embed], allowed_mentions: { parse: [] } };
}
