// The message of the day to safe HTML. A MOTD is either a string with legacy § codes or a JSON
// chat component ({ text, color, bold, ..., extra }), which may itself carry § codes in its text.
// The output is escaped text inside <span style="..."> elements whose style is built only from the
// fixed values below, so nothing a MOTD says can add markup, attributes or CSS of its own.

import { escapeHtml } from "../../lib/escape";

/** The game's sixteen colours, by legacy code and by JSON name. */
const COLOURS = new Map<string, { code: string; hex: string }>(
  Object.entries({
    black: { code: "0", hex: "#000000" },
    dark_blue: { code: "1", hex: "#0000aa" },
    dark_green: { code: "2", hex: "#00aa00" },
    dark_aqua: { code: "3", hex: "#00aaaa" },
    dark_red: { code: "4", hex: "#aa0000" },
    dark_purple: { code: "5", hex: "#aa00aa" },
    gold: { code: "6", hex: "#ffaa00" },
    gray: { code: "7", hex: "#aaaaaa" },
    dark_gray: { code: "8", hex: "#555555" },
    blue: { code: "9", hex: "#5555ff" },
    green: { code: "a", hex: "#55ff55" },
    aqua: { code: "b", hex: "#55ffff" },
    red: { code: "c", hex: "#ff5555" },
    light_purple: { code: "d", hex: "#ff55ff" },
    yellow: { code: "e", hex: "#ffff55" },
    white: { code: "f", hex: "#ffffff" },
  }),
);
const COLOUR_BY_CODE = new Map([...COLOURS.values()].map(({ code, hex }) => [code, hex]));

const FORMATS = ["bold", "italic", "underlined", "strikethrough", "obfuscated"] as const;
type Format = (typeof FORMATS)[number];
const FORMAT_BY_CODE = new Map<string, Format>([
  ["l", "bold"],
  ["o", "italic"],
  ["n", "underlined"],
  ["m", "strikethrough"],
  ["k", "obfuscated"],
]);

interface Style {
  /** Always a lower-case #rrggbb from COLOURS or checked against HEX. */
  color?: string;
  bold?: boolean;
  italic?: boolean;
  underlined?: boolean;
  strikethrough?: boolean;
  obfuscated?: boolean;
}

interface Segment {
  text: string;
  style: Style;
}

const HEX = /^#[0-9a-f]{6}$/i;
/** Enough for any real MOTD; a longer one is cut, so a hostile server cannot make us build megabytes. */
const MAX_TEXT = 2048;
const MAX_DEPTH = 16;

class Output {
  readonly segments: Segment[] = [];
  length = 0;

  push(text: string, style: Style) {
    // Control characters other than the line break mean nothing in a MOTD.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it removes
    const clean = text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "");
    const room = MAX_TEXT - this.length;
    if (clean === "" || room <= 0) return;
    const part = clean.slice(0, room);
    this.length += part.length;
    const last = this.segments.at(-1);
    if (last && sameStyle(last.style, style)) last.text += part;
    else this.segments.push({ text: part, style: { ...style } });
  }
}

function sameStyle(a: Style, b: Style): boolean {
  return a.color === b.color && FORMATS.every((format) => Boolean(a[format]) === Boolean(b[format]));
}

/** Text with legacy § codes, starting from a base style that §r returns to. */
function pushLegacy(text: string, base: Style, out: Output) {
  let style: Style = { ...base };
  let run = "";
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char !== "§") {
      run += char;
      continue;
    }
    out.push(run, style);
    run = "";
    const code = text[index + 1]?.toLowerCase() ?? "";
    index += 1;
    const colour = COLOUR_BY_CODE.get(code);
    const format = FORMAT_BY_CODE.get(code);
    if (colour) {
      // As in the game, a colour code also ends bold, italic and the rest.
      style = { color: colour };
    } else if (code === "r") {
      style = { ...base };
    } else if (format) {
      style = { ...style, [format]: true };
    } else if (code === "x") {
      // BungeeCord's hex colour: §x§r§r§g§g§b§b.
      const digits = text.slice(index + 1, index + 13);
      const hex = `#${digits.replace(/§/g, "")}`;
      if (/^(§[0-9a-f]){6}$/i.test(digits) && HEX.test(hex)) {
        style = { color: hex.toLowerCase() };
        index += 12;
      }
    }
    // Any other code is dropped, as the game does.
  }
  out.push(run, style);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function colourOf(value: unknown): string | null | undefined {
  if (typeof value !== "string") return undefined;
  if (value === "reset") return null;
  const named = COLOURS.get(value);
  if (named) return named.hex;
  return HEX.test(value) ? value.toLowerCase() : undefined;
}

function styleOf(node: Record<string, unknown>, inherited: Style): Style {
  const style: Style = { ...inherited };
  const colour = colourOf(node.color);
  if (colour === null) delete style.color;
  else if (colour) style.color = colour;
  for (const format of FORMATS) {
    if (typeof node[format] === "boolean") style[format] = node[format];
  }
  return style;
}

function textOf(node: Record<string, unknown>): string {
  const text = node.text ?? node.fallback;
  if (typeof text === "string") return text;
  if (typeof text === "number" || typeof text === "boolean") return String(text);
  return "";
}

function pushComponent(node: unknown, inherited: Style, out: Output, depth: number) {
  if (depth > MAX_DEPTH) return;
  if (typeof node === "string" || typeof node === "number" || typeof node === "boolean") {
    pushLegacy(String(node), inherited, out);
    return;
  }
  if (Array.isArray(node)) {
    // In a component list the first element is the parent of the others: they take its style.
    const [first, ...rest] = node;
    pushComponent(first, inherited, out, depth + 1);
    const parentStyle = isRecord(first) ? styleOf(first, inherited) : inherited;
    for (const child of rest) pushComponent(child, parentStyle, out, depth + 1);
    return;
  }
  if (!isRecord(node)) return;
  const record = node;
  const style = styleOf(record, inherited);
  pushLegacy(textOf(record), style, out);
  if (Array.isArray(record.extra)) {
    for (const child of record.extra) pushComponent(child, style, out, depth + 1);
  }
}

function css(style: Style): string {
  const rules: string[] = [];
  if (style.color) rules.push(`color:${style.color}`);
  if (style.bold) rules.push("font-weight:bold");
  if (style.italic) rules.push("font-style:italic");
  const lines = [style.underlined && "underline", style.strikethrough && "line-through"].filter(Boolean);
  if (lines.length > 0) rules.push(`text-decoration:${lines.join(" ")}`);
  // Scrambled text cannot be animated without script; blurring it keeps its look of noise.
  if (style.obfuscated) rules.push("filter:blur(0.2em)");
  return rules.join(";");
}

/** Converts a MOTD (legacy § string or JSON chat component) to safe HTML: escaped text in styled spans. */
export function motdToHtml(motd: unknown): string {
  const out = new Output();
  pushComponent(motd, {}, out, 0);
  return out.segments
    .map(({ text, style }) => {
      const rules = css(style);
      const escaped = escapeHtml(text);
      return rules ? `<span style="${rules}">${escaped}</span>` : escaped;
    })
    .join("");
}

/** The plain text of a string with legacy § codes (for the version name). */
export function stripLegacyCodes(text: string): string {
  return text.replace(/§./gs, "").replace(/§$/, "");
}
