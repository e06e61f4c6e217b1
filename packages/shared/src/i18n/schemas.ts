import { z } from "zod";
import { anyLocaleSchema } from "./locales";

/** POST /users/api/language/: the language to show the site in (a pseudo-locale only for tests). */
export const languageChoiceSchema = z.object({ locale: anyLocaleSchema });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** POST /users/api/language/ answers the language now in use. */
export const languageChosenSchema = z.object({ locale: anyLocaleSchema });
export type LanguageChosen = z.infer<typeof languageChosenSchema>;
