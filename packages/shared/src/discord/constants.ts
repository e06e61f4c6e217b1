// Discord webhooks (issue 32): what the owner can send to a Discord channel, and which of it may go
// to a channel the owner marked public. Kept free of zod so the web app's pages can use it without
// loading it (docs/decisions/003).

/**
 * The events a webhook can be given, in the order the console lists them. Appeals, contact
 * messages, patches, the LiteBans sync and backups are staff matters; announcements and new members
 * are what every visitor may see anyway.
 */
export const DISCORD_EVENTS = [
  "appeal_created",
  "appeal_decided",
  "appeal_comment",
  "contact_message",
  "announcement_published",
  "member_joined",
  "patch_published",
  "litebans_sync",
  "backup_failed",
] as const;
export type DiscordEvent = (typeof DISCORD_EVENTS)[number];

/** What a channel the owner marked public may receive: nothing only staff may see. */
export const DISCORD_PUBLIC_EVENTS: readonly DiscordEvent[] = ["announcement_published", "member_joined"];

export const isPublicDiscordEvent = (event: DiscordEvent) => DISCORD_PUBLIC_EVENTS.includes(event);

/** What goes through a webhook's queue: its events, and the owner's "Send a test". */
export type DiscordMessageKind = DiscordEvent | "test";

export const DISCORD_WEBHOOK_NAME_MAX = 64;
/** Discord's webhook URLs are about 120 characters; room for the v10 form. */
export const DISCORD_WEBHOOK_URL_MAX = 300;
/** Webhooks a site may have (the console lists them on one page). */
export const DISCORD_WEBHOOKS_MAX = 20;

/**
 * A Discord webhook URL as Discord gives it: https, discord.com or discordapp.com (also their ptb.
 * and canary. hosts), /api/webhooks/<id>/<token> (optionally /api/v10/...), nothing after it.
 */
export const DISCORD_WEBHOOK_URL =
  /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api\/(?:v\d{1,2}\/)?webhooks\/(\d{15,22})\/([A-Za-z0-9_-]{30,100})\/?$/;

export const isDiscordWebhookUrl = (url: string) => DISCORD_WEBHOOK_URL.test(url.trim());

/** How a webhook's URL is shown once stored: its id's start and its token's last four, never the token. */
export function discordUrlHint(url: string): string {
  const match = DISCORD_WEBHOOK_URL.exec(url.trim());
  if (!match) return "…";
  const [, id = "", token = ""] = match;
  return `…/webhooks/${id.slice(0, 4)}…/••••${token.slice(-4)}`;
}
