// Dates as a reader expects them: in their own language and time zone. One place for every page.

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

/** "November 21, 2026"; a value that is not a date is shown as it came. */
export const formatDate = (iso: string) =>
  valid(iso) ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" }) : iso;

/**
 * "Nov 21, 2026, 6:40 PM" (`medium`, in tables and lists) or "November 21, 2026 at 6:40 PM" (`long`,
 * where a date stands alone, as under an article).
 */
export const formatDateTime = (iso: string, style: "medium" | "long" = "medium") =>
  valid(iso) ? new Date(iso).toLocaleString(undefined, { dateStyle: style, timeStyle: "short" }) : iso;
