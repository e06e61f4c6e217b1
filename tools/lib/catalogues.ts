// Reading and checking the message catalogues (issue 31, docs/decisions/033): one JSON file per
// language and namespace, `{ "key": "ICU message" }`. npm run check runs checkCatalogues on the web
// app's catalogues; a translator's mistake (a missing key, a placeholder renamed, a message that
// does not parse) fails the check with the file and key, before it fails a build or shows a key.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { LOCALES } from "@bastion/shared";
import { argumentsOf, filesUnder, readCatalogue as readFile } from "./message-files";

/** The rich-text tags of a message (`<0>…</0>` for Trans' components): a translation keeps them. */
const tagsOf = (message: string) => new Set([...message.matchAll(/<\/?(\d+)\s*\/?>/g)].map((match) => match[0]));

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));

function readCatalogue(path: string, problems: string[]): Record<string, string> | undefined {
  try {
    return readFile(path);
  } catch (error) {
    problems.push(`${path}: not a catalogue: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * The problems of the catalogues in `localesDir` (<language>/<namespace>.json) used by the code under
 * `sourceDir`, where a message is named as a literal "<namespace>.<key>":
 * - a key English has that a language lacks, or one a language has that English does not;
 * - a message that is not valid ICU, or whose arguments or tags differ from English's;
 * - an English key no code names (unused), and a name in code that no catalogue has (unknown).
 */
export function checkCatalogues(root: string, localesDir: string, sourceDir: string): string[] {
  const problems: string[] = [];
  const at = (path: string) => relative(root, path);
  const english = join(localesDir, "en");
  const namespaces = existsSync(english)
    ? readdirSync(english)
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -5))
    : [];
  const known = new Set<string>();
  for (const namespace of namespaces) {
    const source = readCatalogue(join(english, `${namespace}.json`), problems) ?? {};
    const sourceArgs = new Map<string, Set<string>>();
    for (const [key, message] of Object.entries(source)) {
      known.add(`${namespace}.${key}`);
      try {
        sourceArgs.set(key, argumentsOf(message));
      } catch (error) {
        problems.push(
          `${at(join(english, `${namespace}.json`))}: "${key}" is not valid ICU: ${(error as Error).message}`,
        );
      }
    }
    for (const locale of LOCALES.filter((code) => code !== "en")) {
      const path = join(localesDir, locale, `${namespace}.json`);
      if (!existsSync(path)) {
        problems.push(`${at(path)}: missing (English has the namespace "${namespace}")`);
        continue;
      }
      const translated = readCatalogue(path, problems) ?? {};
      for (const key of Object.keys(source)) {
        if (!(key in translated)) problems.push(`${at(path)}: "${key}" is missing`);
      }
      for (const [key, message] of Object.entries(translated)) {
        const english = source[key];
        if (english === undefined) {
          problems.push(`${at(path)}: "${key}" is not in English`);
          continue;
        }
        try {
          const args = argumentsOf(message);
          const expected = sourceArgs.get(key);
          if (expected && !sameSet(args, expected)) {
            problems.push(
              `${at(path)}: "${key}" has the arguments {${[...args].join(", ")}}, English {${[...expected].join(", ")}}`,
            );
          }
          if (!sameSet(tagsOf(message), tagsOf(english))) {
            problems.push(`${at(path)}: "${key}" does not keep English's tags (${[...tagsOf(english)].join(" ")})`);
          }
        } catch (error) {
          problems.push(`${at(path)}: "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
    }
    for (const locale of readdirSync(localesDir)) {
      if (!(LOCALES as readonly string[]).includes(locale))
        problems.push(`${at(join(localesDir, locale))}: not a shipped language`);
    }
  }
  // Every message the code names, as a literal: t("ns.key"), <Trans id="ns.key">, title: "ns.key",
  // a map of ids… Any such literal counts as a use; those passed to t(), translate(), <Trans id>
  // and a route's title must be in a catalogue (other literals may be ids of something else: an
  // audit action is "downloads.upload").
  const code = filesUnder(sourceDir);
  const named = new Set<string>();
  const literal = /["'`]([a-z0-9-]+\.[A-Za-z0-9_.-]+)["'`]/g;
  const asked = /(?:\bt\(|\btranslate\(|\bid=|\btitle:)\s*["'`]([a-z0-9-]+\.[A-Za-z0-9_.-]+)["'`]/g;
  for (const file of code) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(literal)) {
      const id = match[1] ?? "";
      if (namespaces.includes(id.split(".")[0] ?? "")) named.add(id);
    }
    for (const match of text.matchAll(asked)) {
      const id = match[1] ?? "";
      if (!namespaces.includes(id.split(".")[0] ?? "") || known.has(id)) continue;
      const line = text.slice(0, match.index).split("\n").length;
      problems.push(`${at(file)}:${line}: "${id}" is in no catalogue`);
    }
  }
  for (const id of known)
    if (!named.has(id)) problems.push(`${at(localesDir)}/en: "${id}" is used nowhere in the code`);
  return problems;
}
