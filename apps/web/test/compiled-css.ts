import { join } from "node:path";
import { compileAsync } from "sass";

const root = join(import.meta.dirname, "../../..");

/** A rule of the stylesheet's top level (rules inside @media and other at-rules are left out). */
interface CssRule {
  selectors: string[];
  declarations: Map<string, string>;
}

/** Splits `text` at `separator` where it is outside quotes and brackets. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function topLevelRules(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const rules: CssRule[] = [];
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf("{", index);
    if (open === -1) break;
    // A statement before the rule (@charset "UTF-8";) is not part of its selector.
    const prelude = text.slice(index, open).split(";").at(-1)?.trim() ?? "";
    let depth = 1;
    let close = open + 1;
    for (; close < text.length && depth > 0; close += 1) {
      if (text[close] === "{") depth += 1;
      else if (text[close] === "}") depth -= 1;
    }
    if (!prelude.startsWith("@")) {
      const declarations = new Map<string, string>();
      for (const declaration of splitOutside(text.slice(open + 1, close - 1), ";")) {
        const colon = declaration.indexOf(":");
        if (colon === -1) continue;
        const value = declaration
          .slice(colon + 1)
          .replace(/!important\s*$/, "")
          .trim();
        declarations.set(declaration.slice(0, colon).trim(), value);
      }
      rules.push({ selectors: splitOutside(prelude, ","), declarations });
    }
    index = close;
  }
  return rules;
}

/**
 * The site's stylesheet (src/styles/bootstrap.scss) compiled as Vite builds it, read the way a
 * browser would for one colour mode: the declarations a selector gets, with var() resolved.
 */
export class CompiledSheet {
  private readonly rules: CssRule[];

  constructor(css: string) {
    this.rules = topLevelRules(css);
  }

  /** Every declaration of the rules naming `selector` exactly, later rules winning. */
  declarations(selector: string): Map<string, string> {
    const merged = new Map<string, string>();
    for (const rule of this.rules) {
      if (!rule.selectors.includes(selector)) continue;
      for (const [property, value] of rule.declarations) merged.set(property, value);
    }
    return merged;
  }

  /** The custom properties of a colour mode: the root's, with `[data-bs-theme=<mode>]` laid over them. */
  themeVariables(mode: "light" | "dark"): Map<string, string> {
    return new Map([...this.declarations(":root"), ...this.declarations(`[data-bs-theme=${mode}]`)]);
  }

  /**
   * `property` of `selectors` (their declarations merged in order, as an element carrying all those
   * classes gets them, ignoring specificity), with every var() resolved in the colour mode.
   */
  value(mode: "light" | "dark", selectors: string[], property: string): string {
    const local = new Map<string, string>();
    for (const selector of selectors) for (const [name, value] of this.declarations(selector)) local.set(name, value);
    const scope = new Map([...this.themeVariables(mode), ...local]);
    const raw = scope.get(property);
    if (raw === undefined) throw new Error(`${selectors.join(" ")} has no ${property} in ${mode}`);
    return resolveVariables(raw, scope);
  }
}

function resolveVariables(value: string, scope: Map<string, string>): string {
  let text = value;
  // The innermost var() first; a fallback is used only when the variable is not set.
  for (let guard = 0; text.includes("var("); guard += 1) {
    if (guard > 50) throw new Error(`var() does not resolve: ${value}`);
    text = text.replace(/var\((--[\w-]+)\s*(?:,\s*([^()]*))?\)/, (_match, name: string, fallback?: string) => {
      const found = scope.get(name) ?? fallback;
      if (found === undefined) throw new Error(`${name} is not set (in ${value})`);
      return found;
    });
  }
  return text;
}

/** Compiles the site's Bootstrap stylesheet with the options of vite.config.ts. */
export async function compileSiteStyles(): Promise<CompiledSheet> {
  const result = await compileAsync(join(root, "apps/web/src/styles/bootstrap.scss"), {
    loadPaths: [join(root, "node_modules")],
    quietDeps: true,
    silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
  });
  return new CompiledSheet(result.css);
}
