// Dates as a reader expects them: in the language the site is shown in (issue 31) and their own
// time zone. One place for every page; a component that shows one renders again on a change of
// language (it reads its words with useT).
import { i18n } from "./i18n";

/** The language shown, for Intl; the browser's own before the first catalogue is in. */
const shown = () => i18n.locale || undefined;

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

type Style = "date-long" | "medium" | "long";
const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  "date-long": { dateStyle: "long" },
  medium: { dateStyle: "medium", timeStyle: "short" },
  long: { dateStyle: "long", timeStyle: "short" },
};
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and style, made once: `toLocaleString` builds a new one on every call,
 * which cost a list of dates (the home page's news, a page of punishments) tens of milliseconds of
 * blocking work on a phone (issue 33).
 */
function formatter(style: Style): Intl.DateTimeFormat {
  const locale = shown();
  const key = `${locale ?? ""}|${style}`;
  let known = formatters.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    formatters.set(key, known);
  }
  return known;
}

/** "November 21, 2026"; a value that is not a date is shown as it came. */
export const formatDate = (iso: string) => (valid(iso) ? formatter("date-long").format(new Date(iso)) : iso);

/**
 * "Nov 21, 2026, 6:40 PM" (`medium`, in tables and lists) or "November 21, 2026 at 6:40 PM" (`long`,
 * where a date stands alone, as under an article).
 */
export const formatDateTime = (iso: string, style: "medium" | "long" = "medium") =>
  valid(iso) ? formatter(style).format(new Date(iso)) : iso;

/**
 * formatDateTime's text ("medium") cut before the time: the date with what joins it to the time
 * ("Nov 21, 2026,"), and the time ("6:40 PM"), so a narrow column can break the line between them.
 * Undefined for a value that is not a date, or a language that puts the time first.
 */
export function dateTimeParts(iso: string): { date: string; time: string } | undefined {
  if (!valid(iso)) return undefined;
  const parts = formatter("medium").formatToParts(new Date(iso));
  const hour = parts.findIndex((part) => part.type === "hour");
  if (hour <= 0) return undefined;
  // Cut formatDateTime's own text where the parts say the time starts (the engine may space the two
  // differently: format and formatToParts are checked against each other rather than assumed alike).
  const text = formatDateTime(iso);
  const cut = parts.slice(0, hour).reduce((length, part) => length + part.value.length, 0);
  const time = text.slice(cut);
  if (!time.startsWith(parts[hour]?.value ?? "")) return undefined;
  return { date: text.slice(0, cut).trimEnd(), time };
}
