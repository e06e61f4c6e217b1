/**
 * A record's id from a URL segment, or 0 (never a record) when it is not a positive whole number
 * that fits the database's integer: /punished/abc/ or /appeals/inspect/1e3/ then show the 404 page.
 */
export function idFromUrl(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : 0;
}
