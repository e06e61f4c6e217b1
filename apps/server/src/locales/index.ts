import type { Locale } from "@bastion/shared";
import { type Catalogue, VALIDATION_CATALOGUES } from "@bastion/shared/locales";
import deErrors from "./de/errors.json";
import deMail from "./de/mail.json";
import deMinecraftLink from "./de/minecraft-link.json";
import dePages from "./de/pages.json";
import esErrors from "./es/errors.json";
import esMail from "./es/mail.json";
import esMinecraftLink from "./es/minecraft-link.json";
import esPages from "./es/pages.json";
import ptBRErrors from "./pt-BR/errors.json";
import ptBRMail from "./pt-BR/mail.json";
import ptBRMinecraftLink from "./pt-BR/minecraft-link.json";
import ptBRPages from "./pt-BR/pages.json";

export type TranslatedLocale = Exclude<Locale, "en">;

/**
 * The server's catalogues (ADR 033), one file per language and namespace: `errors` (API messages),
 * `mail` (e-mails), `pages` (the page shell's and the feed's words); the shared schemas' messages
 * come from the shared package. Keys are the English ICU sources, so English needs no file.
 */
export const SERVER_CATALOGUES: Record<TranslatedLocale, Record<string, Catalogue>> = {
  de: {
    errors: deErrors,
    mail: deMail,
    pages: dePages,
    "minecraft-link": deMinecraftLink,
    validation: VALIDATION_CATALOGUES.de,
  },
  es: {
    errors: esErrors,
    mail: esMail,
    pages: esPages,
    "minecraft-link": esMinecraftLink,
    validation: VALIDATION_CATALOGUES.es,
  },
  "pt-BR": {
    errors: ptBRErrors,
    mail: ptBRMail,
    pages: ptBRPages,
    "minecraft-link": ptBRMinecraftLink,
    validation: VALIDATION_CATALOGUES["pt-BR"],
  },
};
