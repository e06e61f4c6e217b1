/**
 * Every kind of privileged action the audit log records, with the words the log shows for it.
 * An open list: a feature that adds a privileged action (downloads, patching...) adds its names
 * here, `<thing>.<verb>`, and records them with the server's `recordAudit`.
 */
export const AUDIT_ACTIONS = {
  "user.create": "Account created (CLI)",
  "user.access": "Groups or permissions changed",
  "user.verify": "Marked verified",
  "user.deactivate": "Account deactivated",
  "user.reactivate": "Account reactivated",
  "user.sessions_end": "Sessions ended",
  "user.delete": "Account deleted",
  "session.end_own": "Signed out of other browsers",
  "session.reconfirm": "Confirmed it is them again",
  "session.reconfirm_failed": "Wrong password or code when confirming it is them",
  "second_factor.policy": "Groups that must have a second factor changed",
  "site.settings": "Site settings changed",
  "site.menus": "Menus changed",
  "site.logo": "Site logo changed",
  "site.favicon": "Site favicon changed",
  "site.home": "Home page changed",
  "site.look": "Site colours or default theme changed",
  "two_step.enable": "Two-step sign-in turned on",
  "two_step.disable": "Two-step sign-in turned off",
  "two_step.recovery_codes": "New recovery codes made",
  "two_step.recovery_code_used": "Recovery code used",
  "two_step.locked": "Too many wrong sign-in codes",
  "two_step.reset": "Two-step sign-in reset (CLI)",
  "passkey.add": "Passkey added",
  "passkey.rename": "Passkey renamed",
  "passkey.remove": "Passkey removed",
  "passkey.sign_in": "Signed in with a passkey",
  "passkey.second_step": "Passkey used as the second step",
  "passkey.failed": "Passkey refused",
  "profile.edit": "Another person's profile edited",
  "minecraft.link": "Minecraft account linked",
  "minecraft.relink": "Minecraft account linked in place of another",
  "minecraft.unlink": "Minecraft account unlinked by its player",
  "minecraft.unlink_staff": "Minecraft account unlinked by staff",
  "appeal.modify": "Appeal status or open state changed",
  "appeal.close_others": "Other open appeals of a punishment closed",
  "appeal_comment.delete": "Appeal comment deleted by staff",
  "announcement.create": "Announcement created",
  "announcement.edit": "Announcement edited",
  "announcement.delete": "Announcement deleted",
  "announcement.cover": "Announcement picture changed",
  "announcement_comment.delete": "Announcement comment deleted by staff",
  "page.create": "Page created",
  "page.update": "Page edited",
  "page.publish": "Page published or made a draft",
  "page.delete": "Page deleted",
  "page.restore": "Page revision restored",
  "contact_message.delete": "Contact message deleted",
  "api_key.create": "API key created",
  "api_key.revoke": "API key revoked",
  "downloads.folder_create": "Downloads folder created",
  "downloads.folder_rename": "Downloads folder renamed",
  "downloads.folder_delete": "Downloads folder deleted with its files",
  "downloads.upload": "Files uploaded to the downloads",
  "downloads.file_delete": "Downloads file deleted",
  "patch_target.create": "Patch target created",
  "patch_target.rename": "Patch target renamed",
  "patch.publish": "Patch published",
  "patch.make_current": "Patch made current",
  "patch.delete": "Patch deleted",
  "group.create": "Group created",
  "group.update": "Group edited",
  "group.delete": "Group deleted",
  "group.order": "Groups reordered",
  "discord.webhook_create": "Discord webhook added",
  "discord.webhook_update": "Discord webhook edited",
  "discord.webhook_delete": "Discord webhook deleted",
  "discord.webhook_refused": "Discord refused a webhook (deleted or wrong token)",
  "discord.given_up": "Discord messages given up",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The actor of changes made with the management CLI (`npm run manage`). */
export const CLI_ACTOR_NAME = "cli";

/**
 * Who can act, as the log records it (issue 26.9): a signed-in account, the management CLI, the
 * site itself (its own scheduled work), or an API key. With the kind and a stable id, an account
 * named like the CLI, or a new account with a deleted one's name, is never taken for the other.
 */
export const AUDIT_ACTOR_KINDS = {
  user: "Account",
  cli: "Management CLI",
  system: "The site itself",
  api_key: "API key",
} as const;
export type AuditActorKind = keyof typeof AUDIT_ACTOR_KINDS;
export const AUDIT_ACTOR_KIND_NAMES = Object.keys(AUDIT_ACTOR_KINDS) as AuditActorKind[];
