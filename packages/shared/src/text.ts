// The one rule for text a person writes (names, titles, messages, comments, about-me), shared by
// the schemas, the server and the web app. No zod here, so the web app can import it cheaply.

/** C0 and C1 control characters and DEL, except tab and line feed (which the callers decide on). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Characters that show nothing by themselves: white space, control characters, zero-width spaces
 * and joiners, bidi marks, embeddings, overrides and isolates, the BOM, soft hyphen, invisible
 * operators, variation selectors, Hangul fillers, the blank Braille pattern and tag characters.
 */
const INVISIBLE = new RegExp(
  [
    String.raw`[\s\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f]`,
    String.raw`[\u2800\u3164\ufeff\uffa0\u{e0000}-\u{e007f}]`,
    // Combining marks that show nothing (grapheme joiner, Khmer inherent vowels, variation
    // selectors): an alternation, as a class would read them as joined to what comes before.
    String.raw`\u034f|\u17b4|\u17b5|[\u180b-\u180d]|\u180f|[\ufe00-\ufe0f]|[\u{e0100}-\u{e01ef}]`,
  ].join("|"),
  "gu",
);

/** True when something would show: text left once every invisible character is taken out. */
export const hasVisibleText = (text: string): boolean => text.replace(INVISIBLE, "") !== "";

/**
 * Line breaks normalised to LF and control characters removed. A multi-line field keeps its line
 * feeds and tabs; a single-line one gets a space for each (so "a\nb" stays two words).
 */
export function stripControlCharacters(text: string, options: { multiline?: boolean } = {}): string {
  const lines = text.replace(/\r\n?/g, "\n");
  return (options.multiline ? lines : lines.replace(/[\n\t]/g, " ")).replace(CONTROL, "");
}

/**
 * A field as it is checked and stored: control characters stripped (see stripControlCharacters),
 * trimmed, and "" when only invisible characters remain, so that "is required" catches text made of
 * zero-width spaces, RTL overrides or NUL. Invisible characters between visible ones are kept:
 * joiners build emoji and some scripts need them.
 */
export function cleanWrittenText(text: string, options: { multiline?: boolean } = {}): string {
  const clean = stripControlCharacters(text, options).trim();
  return hasVisibleText(clean) ? clean : "";
}
