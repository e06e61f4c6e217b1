import type { Locale } from "@bastion/shared";
import { type Catalogue, VALIDATION_CATALOGUES } from "@bastion/shared/locales";
import deDiscord from "./de/discord.json";
import deErrors from "./de/errors.json";
import deMail from "./de/mail.json";
import deMinecraftLink from "./de/minecraft-link.json";
import dePages from "./de/pages.json";
import esDiscord from "./es/discord.json";
import esErrors from "./es/errors.json";
import esMail from "./es/mail.json";
import esMinecraftLink from "./es/minecraft-link.json";
import esPages from "./es/pages.json";
import ptBRDiscord from "./pt-BR/discord.json";
import ptBRErrors from "./pt-BR/errors.json";
import ptBRMail from "./pt-BR/mail.json";
import ptBRMinecraftLink from "./pt-BR/minecraft-link.json";
import ptBRPages from "./pt-BR/pages.json";

export type TranslatedLocale = Exclude<Locale, "en">;

/**
 * The server's catalogues (ADR 033), one file per language and namespace: `errors` (API messages),
 * `mail` (e-mails), `discord` (Discord messages and the console's Discord answers), `pages` (the page shell's and the feed's words); the shared schemas' messages
 * come from the shared package. Keys are the English ICU sources, so English needs no file.
 */
export const SERVER_CATALOGUES: Record<TranslatedLocale, Record<string, Catalogue>> = {
  de: {
    errors: deErrors,
    discord: deDiscord,
    mail: deMail,
    pages: dePages,
    "minecraft-link": deMinecraftLink,
    validation: VALIDATION_CATALOGUES.de,
  },
  es: {
    errors: esErrors,
    discord: esDiscord,
    mail: esMail,
    pages: esPages,
    "minecraft-link": esMinecraftLink,
    validation: VALIDATION_CATALOGUES.es,
  },
  "pt-BR": {
    errors: ptBRErrors,
    discord: ptBRDiscord,
    mail: ptBRMail,
    pages: ptBRPages,
    "minecraft-link": ptBRMinecraftLink,
    validation: VALIDATION_CATALOGUES["pt-BR"],
  },
};
