import { z } from "zod";
import { LOCALES, PSEUDO_LOCALES } from "./locales";

export const localeSchema = z.enum(LOCALES);
export const anyLocaleSchema = z.enum([...LOCALES, ...PSEUDO_LOCALES]);

/**
 * POST /users/api/language/: the language to show the site in (a pseudo-locale only for tests), or
 * null for none: the browser's language, else the site's default, decide again.
 */
export const languageChoiceSchema = z.object({ locale: anyLocaleSchema.nullable() });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** POST /users/api/language/ answers the language now in use. */
export const languageChosenSchema = z.object({ locale: anyLocaleSchema });
export type LanguageChosen = z.infer<typeof languageChosenSchema>;
