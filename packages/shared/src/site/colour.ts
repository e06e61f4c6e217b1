// Colours an owner picks (accents, rank badges) and the WCAG 2.x contrast they must keep with what
// is drawn on them or around them. One place for the arithmetic: the console's live check, the
// server's refusal and the badges' text colour all use it.

/** A colour as the console stores it: `#rrggbb`, lower case. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** WCAG AA: normal text, and large text or non-text parts (focus rings, borders, icons). */
export const CONTRAST_AA_TEXT = 4.5;
export const CONTRAST_AA_NON_TEXT = 3;

/** The red, green and blue channels (0-255) of `#rrggbb` (or `#rgb`); undefined for anything else. */
export function parseHexColour(value: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  const digits = match?.[1];
  if (!digits) return undefined;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of `#rrggbb`, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const channels = parseHexColour(hex);
  if (!channels) throw new Error(`Not a colour: ${hex}`);
  const [r, g, b] = channels.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, 1 to 21 (order does not matter). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on `background` (always at least 4.5:1 with one of them). */
export function readableTextOn(background: string): "#000000" | "#ffffff" {
  return contrastRatio(background, "#000000") >= contrastRatio(background, "#ffffff") ? "#000000" : "#ffffff";
}
