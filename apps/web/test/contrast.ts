/** An sRGB colour with its opacity: r, g, b from 0 to 255, alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const WEIGHTS = [0.2126, 0.7152, 0.0722] as const;

/**
 * Reads a colour as CSS writes it: #rgb, #rrggbb, rgb()/rgba() (any case, numbers or percentages,
 * commas or spaces, an optional "/ alpha"). Throws on anything else, so a check never passes on a colour it misread.
 */
export function parseColor(text: string): Rgba {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
    return { r, g, b, a: 1 };
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(value)?.[1];
  if (fn) {
    // Sass writes computed colours with percentages: rgb(32.3%, 85.3%, 66%).
    const parts = fn
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map((part, index) =>
        part.endsWith("%") ? (Number(part.slice(0, -1)) / 100) * (index < 3 ? 255 : 1) : Number(part),
      );
    const [r, g, b, a = 1] = parts;
    if (parts.length >= 3 && parts.every(Number.isFinite) && r !== undefined && g !== undefined && b !== undefined) {
      return { r, g, b, a };
    }
  }
  throw new Error(`not a colour this check reads: ${text}`);
}

/** `top` laid over an opaque `bottom`, as the eye sees a translucent text or fill. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2's relative luminance. */
export function luminance({ r, g, b }: Rgba): number {
  return [r, g, b]
    .map((value) => value / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
    .reduce((sum, value, index) => sum + value * (WEIGHTS[index] ?? 0), 0);
}

/** WCAG 2's contrast ratio of two colours, each a CSS colour or parsed; a translucent first one is laid over the second. */
export function contrast(foreground: string | Rgba, background: string | Rgba): number {
  const bottom = typeof background === "string" ? parseColor(background) : background;
  const top = over(typeof foreground === "string" ? parseColor(foreground) : foreground, bottom);
  const [light = 0, dark = 0] = [luminance(top), luminance(bottom)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
