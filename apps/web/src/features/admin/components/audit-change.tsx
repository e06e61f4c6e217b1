import { type AuditEntry, formatSize, PAGE_VISIBILITY_LABELS } from "@bastion/shared";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../lib/format-date";

// How an entry's before and after read (issue 27.5: an upload's files showed as "[object Object]").
// Every kind of value the server records has its own words: yes/no, sizes, times, hashes, lists of
// names or ids, and lists of small records (an upload's files: name and size). A value of a shape
// not foreseen is still written out as words, never as "[object Object]" or JSON.

/** Field names as the log shows them, where the stored key's words would not do. */
const LABELS: Record<string, string> = {
  is_opened: "open",
  sha256: "SHA-256",
  file_name: "file",
  closed_as_denied: "closed as denied",
  sent_at: "sent",
  created_at: "created",
  ended: "sessions ended",
  published: "state",
};

const label = (key: string) => LABELS[key] ?? key.replaceAll("_", " ");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A record in a list: a file is "name (size)"; anything else its fields, "key: value". */
function recordText(record: Record<string, unknown>): string {
  if (typeof record.name === "string" && typeof record.size === "number") {
    return `${record.name} (${formatSize(record.size)})`;
  }
  return Object.entries(record)
    .map(([key, value]) => `${label(key)}: ${plain(key, value)}`)
    .join(", ");
}

/** Any value as plain words, for a list's items and a record's fields. */
function plain(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return key === "current" ? "none" : "—";
  if (typeof value === "boolean") {
    if (key === "is_opened") return value ? "open" : "closed";
    if (key === "published") return value ? "published" : "draft";
    return value ? "yes" : "no";
  }
  if (typeof value === "number") {
    if (key === "size") return formatSize(value);
    if (key === "closed_as_denied" || key === "revision") return `#${value}`;
    return value.toLocaleString("en");
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return "none";
    return value.map((item) => (isRecord(item) ? recordText(item) : plain(key, item))).join(", ");
  }
  if (isRecord(value)) return recordText(value);
  const text = String(value);
  if (key === "visibility" && text in PAGE_VISIBILITY_LABELS) {
    return PAGE_VISIBILITY_LABELS[text as keyof typeof PAGE_VISIBILITY_LABELS];
  }
  if (key.endsWith("_at") && !Number.isNaN(Date.parse(text))) return formatDateTime(text);
  return text;
}

/** One value of an entry; a hash is shortened (the whole of it on hover). */
function Value({ name, value }: { name: string; value: unknown }): ReactNode {
  if (name === "sha256" && typeof value === "string" && value.length > 16) {
    return <code title={value}>{`${value.slice(0, 12)}…`}</code>;
  }
  return plain(name, value);
}

/** Before and after, one line per field that the entry records. */
export function ChangeSummary({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <ul className="list-unstyled mb-0 admin-change">
      {keys.map((key) => {
        const had = entry.before !== null && key in entry.before;
        const has = entry.after !== null && key in entry.after;
        return (
          <li key={key}>
            <span className="text-body-secondary">{label(key)}:</span>{" "}
            {had && <Value name={key} value={entry.before?.[key]} />}
            {had && has && " → "}
            {has && <Value name={key} value={entry.after?.[key]} />}
          </li>
        );
      })}
    </ul>
  );
}
