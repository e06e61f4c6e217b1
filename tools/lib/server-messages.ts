// Issue 31, ADR 033: the server's and the shared schemas' messages. The code writes English ICU
// sources marked with msg("…"), msgNow("…", values) or msgWith("…", values); the catalogues of
// every shipped language other than English are keyed by those sources
// (apps/server/src/locales/<lang>/*.json and packages/shared/src/locales/<lang>/*.json). This lists
// every source in the code and says what is wrong with the catalogues: a source missing from a
// language, a key no code uses, a translation whose ICU arguments are not the source's, a message
// that does not parse.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { argumentsOf, filesUnder, readCatalogue } from "./message-files";

export const TRANSLATED = ["de", "es", "pt-BR"] as const;
const MARKERS = new Set(["msg", "msgNow", "msgWith"]);

const SERVER_CATALOGUES = "apps/server/src/locales";
const WEB_CATALOGUES = "apps/web/src/locales";

/** Where the sources are, and the catalogues they go with. */
const AREAS = [
  { code: "packages/shared/src", catalogues: "packages/shared/src/locales" },
  { code: "apps/server/src", catalogues: SERVER_CATALOGUES },
] as const;

export interface SourceMessage {
  source: string;
  /** file:line of each use. */
  places: string[];
  /** Written with msg(), whose simple substitution knows only `{name}`. */
  simple: boolean;
  area: string;
}

/** Every msg/msgWith call's source in the code; a call whose source is not a literal is a problem. */
export function sourcesInCode(root: string, problems: string[] = []): Map<string, SourceMessage> {
  const found = new Map<string, SourceMessage>();
  for (const area of AREAS) {
    for (const file of filesUnder(join(root, area.code))) {
      const text = readFileSync(file, "utf8");
      if (!/\bmsg(With)?\(/.test(text)) continue;
      const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MARKERS.has(node.expression.text)) {
          const [first, values] = node.arguments;
          const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          const place = `${relative(root, file)}:${line}`;
          if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
            const entry = found.get(first.text) ?? {
              source: first.text,
              places: [],
              simple: false,
              area: area.catalogues,
            };
            entry.places.push(place);
            if (node.expression.text !== "msgWith" && values) entry.simple = true;
            // A source used by the shared package belongs in its catalogue (the web app reads it too).
            if (area.code === "packages/shared/src") entry.area = area.catalogues;
            found.set(first.text, entry);
          } else if (!(ts.isFunctionDeclaration(node.parent) || first === undefined)) {
            problems.push(
              `${place}: ${node.expression.text}() needs a string literal source, so the check can list it`,
            );
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(sourceFile);
    }
  }
  return found;
}

const describe = (args: Set<string>) => [...args].sort().join(", ") || "none";

/**
 * Every message of the catalogues in `dir`/`locale`, with its file. The server's are keyed by their
 * English source; `keyOf` names the web app's by "<namespace>.<key>".
 */
function readCatalogues(
  root: string,
  dir: string,
  locale: string,
  keyOf: (namespace: string, key: string) => string = (_namespace, key) => key,
): Map<string, { message: string; file: string }> {
  const out = new Map<string, { message: string; file: string }>();
  const folder = join(root, dir, locale);
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".json"))) {
    const file = join(dir, locale, name);
    const namespace = name.slice(0, -5);
    let entries: Record<string, string>;
    try {
      entries = readCatalogue(join(root, file));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    for (const [key, message] of Object.entries(entries)) out.set(keyOf(namespace, key), { message, file });
  }
  return out;
}

/** What is wrong with the server's and the shared schemas' catalogues; empty when all is well. */
export function checkServerMessages(root: string): string[] {
  const problems: string[] = [];
  const sources = sourcesInCode(root, problems);
  for (const entry of sources.values()) {
    try {
      const args = argumentsOf(entry.source);
      if (entry.simple && [...args].some((arg) => !arg.endsWith(":"))) {
        problems.push(
          `${entry.places[0]}: msg() with values takes {name} placeholders only; use msgWith for "${entry.source}"`,
        );
      }
    } catch (error) {
      problems.push(`${entry.places[0]}: "${entry.source}" is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  for (const locale of TRANSLATED) {
    const byArea = new Map<string, ReturnType<typeof readCatalogues>>(
      AREAS.map((area) => [area.catalogues, readCatalogues(root, area.catalogues, locale)]),
    );
    for (const entry of sources.values()) {
      const translation = byArea.get(entry.area)?.get(entry.source);
      if (!translation) {
        problems.push(`${entry.area}/${locale}: missing "${entry.source}" (${entry.places[0]})`);
        continue;
      }
      try {
        const want = argumentsOf(entry.source);
        const have = argumentsOf(translation.message);
        if (describe(want) !== describe(have)) {
          problems.push(
            `${translation.file}: "${entry.source}" has arguments ${describe(have)}, English has ${describe(want)}`,
          );
        }
      } catch (error) {
        problems.push(`${translation.file}: "${entry.source}" does not parse: ${(error as Error).message}`);
      }
    }
    for (const [dir, catalogue] of byArea) {
      for (const [key, { file }] of catalogue) {
        if (sources.get(key)?.area !== dir) problems.push(`${file}: "${key}" is used nowhere in the code`);
      }
    }
  }
  return problems;
}

/** The web app's messages in `locale`, by "<namespace>.<key>". */
const webMessages = (root: string, locale: string) =>
  readCatalogues(root, WEB_CATALOGUES, locale, (namespace, key) => `${namespace}.${key}`);

/**
 * The server's pages drawn before the app (issue 33: the first views, the page shell) say some of
 * the web app's own phrases, and the app then draws the same page: a source the server's catalogue
 * shares with the web app's English must be translated as the web app translates it, or a visitor
 * sees the words change as the app takes over. Where the web app says one English phrase in more
 * than one way, any of its ways will do.
 */
export function disagreementsWithWebApp(root: string): string[] {
  const problems: string[] = [];
  const english = webMessages(root, "en");
  const keysByPhrase = new Map<string, string[]>();
  for (const [key, { message }] of english) keysByPhrase.set(message, [...(keysByPhrase.get(message) ?? []), key]);
  for (const locale of TRANSLATED) {
    const web = webMessages(root, locale);
    for (const [source, { message, file }] of readCatalogues(root, SERVER_CATALOGUES, locale)) {
      const keys = keysByPhrase.get(source);
      if (!keys) continue;
      const theirs = [...new Set(keys.map((key) => web.get(key)?.message).filter((text) => text !== undefined))];
      if (theirs.length > 0 && !theirs.includes(message)) {
        problems.push(
          `${file}: "${source}" is "${message}" here but "${theirs[0]}" in the web app (${keys[0]}): the words would change as the app takes over`,
        );
      }
    }
  }
  return problems;
}
