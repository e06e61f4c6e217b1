import { sql } from "kysely";

/**
 * A LIKE pattern matching `text` literally anywhere, regardless of case when the column holds
 * lower-cased keys: `%`, `_` and the escape character lose their meaning.
 */
export function containsPattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

/** `column LIKE '%text%'` on a lower-cased key column, literally, the same on both databases. */
export const keyContains = (column: string, text: string) =>
  sql<boolean>`${sql.ref(column)} like ${containsPattern(text)} escape '!'`;
