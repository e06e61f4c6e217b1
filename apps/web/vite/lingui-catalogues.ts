import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** A catalogue file: src/locales/<language>/<namespace>.json (docs/decisions/033). */
export const CATALOGUE_FILE = /[\\/]src[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/**
 * Compiles the translators' ICU JSON (`{ "key": "ICU message" }`) when it is imported, so the
 * browser gets Lingui's compiled messages and no message parser: the app imports a catalogue as a
 * module whose default export is `{ key: compiled }`. A message that does not parse fails the build
 * (and `npm run check` says which before that).
 */
export function linguiCatalogues(): Plugin {
  return {
    name: "bastion-lingui-catalogues",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return undefined;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => {
          try {
            return [key, compileMessageOrThrow(message)];
          } catch (error) {
            throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
          }
        }),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: "js" };
    },
  };
}
