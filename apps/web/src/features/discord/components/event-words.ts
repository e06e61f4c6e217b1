import type { DiscordEvent, DiscordWebhookState } from "@bastion/shared";

/** Each event the console offers, in words (admin-discord namespace). */
export const EVENT_WORDS: Record<DiscordEvent, string> = {
  appeal_created: "admin-discord.event.appealCreated",
  appeal_decided: "admin-discord.event.appealDecided",
  appeal_comment: "admin-discord.event.appealComment",
  contact_message: "admin-discord.event.contactMessage",
  announcement_published: "admin-discord.event.announcementPublished",
  member_joined: "admin-discord.event.memberJoined",
  patch_published: "admin-discord.event.patchPublished",
  litebans_sync: "admin-discord.event.litebansSync",
  backup_failed: "admin-discord.event.backupFailed",
};

/** A webhook's state, in words and a badge's colour. */
export const STATE_WORDS: Record<DiscordWebhookState, { label: string; bg: string; text?: "dark" }> = {
  ok: { label: "admin-discord.state.ok", bg: "success" },
  off: { label: "admin-discord.state.off", bg: "secondary" },
  failing: { label: "admin-discord.state.failing", bg: "warning", text: "dark" },
  broken: { label: "admin-discord.state.broken", bg: "danger" },
};

/** A message's kind in words: an event, or the owner's test. */
export const kindWords = (kind: string) =>
  kind in EVENT_WORDS ? EVENT_WORDS[kind as DiscordEvent] : "admin-discord.event.test";
