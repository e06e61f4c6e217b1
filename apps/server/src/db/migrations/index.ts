import * as m20261121T1800Foundation from "./2026-11-21T1800-foundation";

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations = {
  "2026-11-21T1800-foundation": m20261121T1800Foundation,
};
