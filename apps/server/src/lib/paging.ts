const lists = new Map<number, readonly number[]>();

/**
 * pageNumbers for a list response (spec §3: an array whose length is the page count): [1..pageCount],
 * shared and frozen. A million punishments make 50,000 page numbers; building that list on every
 * request would cost more than the page itself, so the last 64 lengths are kept.
 */
export function pageNumbersFor(pageCount: number): number[] {
  let list = lists.get(pageCount);
  if (!list) {
    list = Object.freeze(Array.from({ length: pageCount }, (_, index) => index + 1));
    if (lists.size >= 64) lists.delete(lists.keys().next().value ?? 0);
    lists.set(pageCount, list);
  }
  return list as number[];
}
