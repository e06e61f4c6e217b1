import type { AuditEntry } from "@bastion/shared";
import type { Translate } from "../../../lib/i18n";

// An entry's target as the server recorded it (in English, the log's own language: entries are never
// rewritten), shown in the language of the page. Names and titles inside it are the site's data.

/** The console's settings, by the id the audit log records. */
const SETTING_WORDS: Record<string, string> = {
  site_settings: "admin-audit.target.siteSettings",
  site_look: "admin-audit.target.look",
  site_home: "admin-audit.target.homePage",
  site_menus: "admin-audit.target.menus",
  second_factor_groups: "admin-audit.target.secondFactorGroups",
};

/** Recorded labels that carry an id and a name: the pattern of the English record, and its message. */
const PATTERNS: Record<string, { pattern: RegExp; key: string; names: string[] }> = {
  appeal: { pattern: /^Appeal #(\d+) by (.*)$/s, key: "admin-audit.target.appeal", names: ["id", "name"] },
  contact_message: {
    pattern: /^Message #(\d+) from (.*)$/s,
    key: "admin-audit.target.contactMessage",
    names: ["id", "name"],
  },
  announcement: {
    pattern: /^Announcement #(\d+): (.*)$/s,
    key: "admin-audit.target.announcement",
    names: ["id", "title"],
  },
  page: { pattern: /^Page (\S+): (.*)$/s, key: "admin-audit.target.page", names: ["path", "title"] },
  appeal_comment: {
    pattern: /^Comment #(\d+) on appeal #(\d+)$/,
    key: "admin-audit.target.appealComment",
    names: ["id", "parent"],
  },
  announcement_comment: {
    pattern: /^Comment #(\d+) on announcement #(\d+)$/,
    key: "admin-audit.target.announcementComment",
    names: ["id", "parent"],
  },
};

export function auditTargetText(t: Translate, entry: Pick<AuditEntry, "target_type" | "target_id" | "target">) {
  const { target_type: type, target_id: id, target } = entry;
  if (type === "setting" && id === "site_logo") {
    return t(target === "Site favicon" ? "admin-audit.target.favicon" : "admin-audit.target.logo");
  }
  const setting = type === "setting" && id !== null ? SETTING_WORDS[id] : undefined;
  if (setting) return t(setting);
  if (type === "group" && id === null && target === "Rank order") return t("admin-audit.target.rankOrder");
  const known = PATTERNS[type];
  const match = known?.pattern.exec(target);
  if (!known || !match) return target;
  return t(known.key, Object.fromEntries(known.names.map((name, index) => [name, match[index + 1] ?? ""])));
}
