// What the two message checks (issue 31, docs/decisions/033) share: the web app's (catalogues.ts)
// and the server's and shared schemas' (server-messages.ts) read the code and the catalogues the
// same way, and judge an ICU message with the parser the app itself runs (Lingui's compiler).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** Source code a message may be named in: TypeScript, not its tests. */
export const isCode = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** Every file under `dir` whose name passes `keep`, leaving out node_modules and the catalogues' own folders. */
export function filesUnder(dir: string, keep: (name: string) => boolean = isCode): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === "node_modules" || name === "locales" ? [] : filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

/**
 * A message's arguments as `name:type` ("count:plural", "size:number", "name:" for a plain one), in
 * every branch of its plurals and selects. Throws when the message is not valid ICU.
 */
export function argumentsOf(message: string): Set<string> {
  const found = new Set<string>();
  const walk = (compiled: Compiled | string) => {
    if (typeof compiled === "string") return;
    for (const part of compiled) {
      if (typeof part === "string") continue;
      const [name, type, format] = part as [string, string?, unknown?];
      found.add(`${name}:${type ?? ""}`);
      if (format && typeof format === "object") {
        for (const [key, branch] of Object.entries(format as Record<string, Compiled>)) {
          if (key !== "offset") walk(branch);
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return found;
}

/** A catalogue file, `{ "key": "ICU message" }`; throws with the reason when it is not one. */
export function readCatalogue(path: string): Record<string, string> {
  const parsed = JSON.parse(readFileSync(path, "utf8")) as unknown;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== "string") throw new Error(`"${key}" is not a string`);
  }
  return parsed as Record<string, string>;
}
