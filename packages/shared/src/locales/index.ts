import type { Locale } from "../i18n/locales";
import deValidation from "./de/validation.json";
import esValidation from "./es/validation.json";
import ptBRValidation from "./pt-BR/validation.json";

/** A catalogue: English ICU source to its translation (ADR 033). */
export type Catalogue = Record<string, string>;

/**
 * The translations of the shared schemas' messages (field errors the server answers and the web app
 * shows), keyed by their English source; English itself needs no file.
 */
export const VALIDATION_CATALOGUES: Record<Exclude<Locale, "en">, Catalogue> = {
  de: deValidation,
  es: esValidation,
  "pt-BR": ptBRValidation,
};
