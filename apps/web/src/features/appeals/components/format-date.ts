/** "November 21, 2026" in the reader's language. */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" });

/** "Nov 21, 2026, 6:40 PM" in the reader's language. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
