import type { AnyLocale } from "./locales";

const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ğ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ü",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ğ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ü",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/**
 * One piece of a message's text as a pseudo-locale shows it: letters accented, about 40% longer
 * (vowels doubled), and for `ar-XB` wrapped in right-to-left marks. Placeholders are not text: the
 * caller passes only the literal parts of a message.
 */
export function pseudoText(text: string, locale: AnyLocale): string {
  let out = "";
  for (const char of text) {
    const accented = ACCENTED[char] ?? char;
    out += /[aeiouAEIOU]/.test(char) ? accented + accented : accented;
  }
  return locale === "ar-XB" ? `\u202b${out}\u202c` : out;
}

/** A compiled message (Lingui's form: text, or a list of text and [argument, type?, format?]). */
export type CompiledMessage = string | CompiledPart[];
type CompiledPart = string | [string, string?, (string | Record<string, CompiledMessage>)?];

/** A compiled message with its text made pseudo, arguments and plural/select keys untouched. */
export function pseudoCompiled(message: CompiledMessage, locale: AnyLocale): CompiledMessage {
  if (typeof message === "string") return pseudoText(message, locale);
  return message.map((part): CompiledPart => {
    if (typeof part === "string") return pseudoText(part, locale);
    const [name, type, format] = part;
    if (format && typeof format === "object") {
      const cases = Object.fromEntries(
        Object.entries(format).map(([key, value]) => [key, key === "offset" ? value : pseudoCompiled(value, locale)]),
      );
      return [name, type, cases];
    }
    return part;
  });
}
