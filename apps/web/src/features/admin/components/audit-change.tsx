import type { AuditEntry, PageVisibility } from "@bastion/shared";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../lib/format-date";
import { type FormatSize, useFormatSize } from "../../../lib/format-size";
import { type Translate, useLocale, useT } from "../../../lib/i18n";

// How an entry's before and after read (issue 27.5: an upload's files showed as "[object Object]").
// Every kind of value the server records has its own words: yes/no, sizes, times, hashes, lists of
// names or ids, and lists of small records (an upload's files: name and size). A value of a shape
// not foreseen is still written out as words, never as "[object Object]" or JSON.

/**
 * Field names as the log shows them, for the fields the server records (its recordAudit calls). A
 * field not listed (a newer server's) shows its stored key's words.
 */
const FIELD_WORDS: Record<string, string> = {
  email: "admin-audit.field.email",
  verified: "admin-audit.field.verified",
  groups: "admin-audit.field.groups",
  permissions: "admin-audit.field.permissions",
  ended: "admin-audit.field.ended",
  username: "admin-audit.field.username",
  method: "admin-audit.field.method",
  site_name: "admin-audit.field.siteName",
  description: "admin-audit.field.description",
  server_address: "admin-audit.field.serverAddress",
  footer_text: "admin-audit.field.footerText",
  discord_url: "admin-audit.field.discordUrl",
  store_url: "admin-audit.field.storeUrl",
  operator_name: "admin-audit.field.operatorName",
  operator_contact: "admin-audit.field.operatorContact",
  modules: "admin-audit.field.modules",
  mycolony2: "admin-audit.field.mycolony2",
  downloads: "admin-audit.field.downloads",
  appeals: "admin-audit.field.appeals",
  announcement_comments: "admin-audit.field.announcementComments",
  navbar: "admin-audit.field.navbar",
  footer: "admin-audit.field.footer",
  logo: "admin-audit.field.logo",
  favicon: "admin-audit.field.favicon",
  hash: "admin-audit.field.hash",
  width: "admin-audit.field.width",
  height: "admin-audit.field.height",
  bytes: "admin-audit.field.bytes",
  hero_title: "admin-audit.field.heroTitle",
  hero_text: "admin-audit.field.heroText",
  cta: "admin-audit.field.cta",
  label: "admin-audit.field.label",
  link: "admin-audit.field.link",
  blocks: "admin-audit.field.blocks",
  type: "admin-audit.field.type",
  enabled: "admin-audit.field.enabled",
  announcements_count: "admin-audit.field.announcementsCount",
  page_id: "admin-audit.field.pageId",
  vote_links: "admin-audit.field.voteLinks",
  url: "admin-audit.field.url",
  accent: "admin-audit.field.accent",
  accent_secondary: "admin-audit.field.accentSecondary",
  default_theme: "admin-audit.field.defaultTheme",
  wrong_codes: "admin-audit.field.wrongCodes",
  name: "admin-audit.field.name",
  ceremony: "admin-audit.field.ceremony",
  reason: "admin-audit.field.reason",
  minecraft_username: "admin-audit.field.minecraftUsername",
  minecraft_name: "admin-audit.field.minecraftName",
  minecraft_uuid: "admin-audit.field.minecraftUuid",
  appeals_linked_player_only: "admin-audit.field.appealsLinkedPlayerOnly",
  discord_username: "admin-audit.field.discordUsername",
  about_me: "admin-audit.field.aboutMe",
  picture: "admin-audit.field.picture",
  status: "admin-audit.field.status",
  is_opened: "admin-audit.field.isOpened",
  closed_as_denied: "admin-audit.field.closedAsDenied",
  author: "admin-audit.field.author",
  comment: "admin-audit.field.comment",
  title: "admin-audit.field.title",
  introduction: "admin-audit.field.introduction",
  content_changed: "admin-audit.field.contentChanged",
  created_at: "admin-audit.field.createdAt",
  badge: "admin-audit.field.badge",
  colour: "admin-audit.field.colour",
  staff: "admin-audit.field.staff",
  members: "admin-audit.field.members",
  order: "admin-audit.field.order",
  slug: "admin-audit.field.slug",
  visibility: "admin-audit.field.visibility",
  published: "admin-audit.field.published",
  revision: "admin-audit.field.revision",
  sent_at: "admin-audit.field.sentAt",
  message: "admin-audit.field.message",
  scopes: "admin-audit.field.scopes",
  targets: "admin-audit.field.targets",
  files: "admin-audit.field.files",
  size: "admin-audit.field.size",
  file_name: "admin-audit.field.fileName",
  sha256: "admin-audit.field.sha256",
  current: "admin-audit.field.current",
  events: "admin-audit.field.events",
  public: "admin-audit.field.public",
  url_changed: "admin-audit.field.urlChanged",
  queued: "admin-audit.field.queued",
  messages: "admin-audit.field.messages",
  kinds: "admin-audit.field.kinds",
  last_error: "admin-audit.field.lastError",
  error: "admin-audit.field.error",
};

/** The shared PAGE_VISIBILITY_LABELS, in the language shown. */
const VISIBILITY_WORDS: Record<PageVisibility, string> = {
  everyone: "admin-audit.visibility.everyone",
  signed_in: "admin-audit.visibility.signedIn",
  groups: "admin-audit.visibility.groups",
};

/** What a value's words need: the messages, sizes and numbers in the language shown. */
interface Words {
  t: Translate;
  size: FormatSize;
  number: Intl.NumberFormat;
}

const label = (t: Translate, key: string) => {
  const id = FIELD_WORDS[key];
  return id ? t(id) : key.replaceAll("_", " ");
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A record in a list: a file is "name (size)"; anything else its fields, "key: value". */
function recordText(words: Words, record: Record<string, unknown>): string {
  if (typeof record.name === "string" && typeof record.size === "number") {
    return words.t("admin-audit.value.file", { name: record.name, size: words.size(record.size) });
  }
  return Object.entries(record)
    .map(([key, value]) =>
      words.t("admin-audit.value.field", { field: label(words.t, key), value: plain(words, key, value) }),
    )
    .join(", ");
}

/** Any value as plain words, for a list's items and a record's fields. */
function plain(words: Words, key: string, value: unknown): string {
  const { t } = words;
  if (value === null || value === undefined || value === "")
    return key === "current" ? t("admin-audit.value.none") : "—";
  if (typeof value === "boolean") {
    if (key === "is_opened") return value ? t("admin-audit.value.open") : t("admin-audit.value.closed");
    if (key === "published") return value ? t("admin-audit.value.published") : t("admin-audit.value.draft");
    return value ? t("admin-audit.value.yes") : t("admin-audit.value.no");
  }
  if (typeof value === "number") {
    if (key === "size") return words.size(value);
    if (key === "closed_as_denied" || key === "revision") return `#${value}`;
    return words.number.format(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t("admin-audit.value.none");
    return value.map((item) => (isRecord(item) ? recordText(words, item) : plain(words, key, item))).join(", ");
  }
  if (isRecord(value)) return recordText(words, value);
  const text = String(value);
  if (key === "visibility" && text in VISIBILITY_WORDS) return t(VISIBILITY_WORDS[text as PageVisibility]);
  if (key.endsWith("_at") && !Number.isNaN(Date.parse(text))) return formatDateTime(text);
  return text;
}

/** One value of an entry; a hash is shortened (the whole of it on hover). */
function Value({ words, name, value }: { words: Words; name: string; value: unknown }): ReactNode {
  if (name === "sha256" && typeof value === "string" && value.length > 16) {
    return <code title={value}>{`${value.slice(0, 12)}…`}</code>;
  }
  return plain(words, name, value);
}

/** Before and after, one line per field that the entry records. */
export function ChangeSummary({ entry }: { entry: AuditEntry }) {
  const t = useT("admin", "admin-audit");
  const words: Words = { t, size: useFormatSize(), number: new Intl.NumberFormat(useLocale()) };
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <ul className="list-unstyled mb-0 admin-change">
      {keys.map((key) => {
        const had = entry.before !== null && key in entry.before;
        const has = entry.after !== null && key in entry.after;
        return (
          <li key={key}>
            <span className="text-body-secondary">{t("admin-audit.change.field", { field: label(t, key) })}</span>{" "}
            {had && <Value words={words} name={key} value={entry.before?.[key]} />}
            {had && has && " → "}
            {has && <Value words={words} name={key} value={entry.after?.[key]} />}
          </li>
        );
      })}
    </ul>
  );
}
