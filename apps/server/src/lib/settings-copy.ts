/** How old an instance's copy of a settings row may be: another instance's change shows within it. */
export const SETTINGS_MAX_AGE_MS = 2000;

export interface SettingsCopy<T> {
  /** The value, read again from the database when this instance's copy is older than 2 s. */
  get(): Promise<T>;
  /** Forgets the copy (after this instance saved): the next `get` reads the database. */
  forget(): void;
}

/**
 * One instance's copy of one settings row (the site's settings, look, logo, home page, menus). Nothing is
 * shared in memory: each instance reads its small row at most every SETTINGS_MAX_AGE_MS
 * (concurrent callers share the read), so several instances on one PostgreSQL database agree within
 * that time without telling each other anything.
 */
export function createSettingsCopy<T>(read: () => Promise<T>): SettingsCopy<T> {
  let copy: { value: T; readAt: number } | undefined;
  let reading: Promise<T> | undefined;
  const fetch = () => {
    reading ??= read()
      .then((value) => {
        copy = { value, readAt: Date.now() };
        return value;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  return {
    get: async () => {
      if (copy && Date.now() - copy.readAt < SETTINGS_MAX_AGE_MS) return copy.value;
      return fetch();
    },
    forget: () => {
      copy = undefined;
    },
  };
}
