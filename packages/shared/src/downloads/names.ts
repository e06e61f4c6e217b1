import { msg, msgNow } from "../i18n/messages";
import { LIMITS } from "../limits";
import { hasVisibleText } from "../text";

// The one rule for folder, subfolder and file names in the downloads area (spec §5, §9), shared by
// the server, which checks every name before it touches the disk, and the web app's forms. A name
// is one path segment: nothing in it may climb out of its folder, on our disk, in a zip a player
// unpacks on Windows, or after a later decoding or Unicode normalisation somewhere downstream.
// No zod here, so the web app can import it cheaply.

export type NameKind = "folder" | "file";

/** The messages that name what is named (issue 31: whole sentences, one per kind, for translators). */
export interface NameWords {
  blank: string;
  /** Over the 32 characters of a new folder's name (a folder's own words when not given). */
  tooLong?: string;
  tooManyBytes: string;
}

/** File names are capped in bytes, as file systems count them. */
export const FILE_NAME_MAX_BYTES = 255;

/** Slashes and the characters that look like them (NFKC catches the fullwidth ones as well). */
const SEPARATORS = /[/\\\u2044\u2215\u2216\u2571\u2572\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;
/** Control, format (bidi overrides, zero-width), separator-line and lone surrogate characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
/** Characters Windows refuses in names (a zip unpacked there would fail or write a stream). */
const WINDOWS_CHARACTERS = /[<>:"|?*]/;
const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** UTF-8 length (this package runs in Node and browsers alike, with neither's globals typed). */
function byteLength(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const FOLDER_WORDS: NameWords = {
  blank: msg("Folder name cannot be blank."),
  tooLong: msg("Folder name must be at most {max} characters.", { max: LIMITS.folderName }),
  tooManyBytes: msg("Folder name must be at most {max} bytes.", { max: FILE_NAME_MAX_BYTES }),
};
const FILE_WORDS: NameWords = {
  blank: msg("File name cannot be blank."),
  tooManyBytes: msg("File name must be at most {max} bytes.", { max: FILE_NAME_MAX_BYTES }),
};

/** The name as stored: Unicode NFC, so "é" typed two ways is one name. */
export const normaliseName = (name: string) => name.normalize("NFC");

function segmentProblem(name: string): string | undefined {
  if (name === "." || name === "..") return msg("A name cannot be . or ..");
  if (name.startsWith(".")) return msg("A name cannot start with a dot.");
  if (SEPARATORS.test(name)) return msg("A name cannot contain / or \\ (or characters that look like them).");
  if (WINDOWS_CHARACTERS.test(name)) return msg('A name cannot contain any of < > : " | ? *');
  if (PERCENT_ESCAPE.test(name)) return msg("A name cannot contain percent-escapes such as %2F.");
  return undefined;
}

/**
 * Why a name cannot be used, or undefined when it can. `isNew` applies the 32-character limit of
 * folder names being created or renamed; a folder copied in by hand with a longer name can still
 * be opened. Pass the name already normalised (normaliseName). `words` names the thing otherwise
 * (a patching target follows the folder rule in its own words).
 */
export function nameProblem(
  name: string,
  kind: NameKind,
  options: { isNew?: boolean; words?: NameWords } = {},
): string | undefined {
  const words = options.words ?? (kind === "folder" ? FOLDER_WORDS : FILE_WORDS);
  if (!hasVisibleText(name)) return words.blank;
  if (INVISIBLE.test(name)) return msg("A name cannot contain control or invisible characters.");
  // U+FFFD is what a decoder writes for bytes that were not text: the name as sent is unknown.
  if (name.includes("\ufffd")) return msg("A name cannot contain characters that could not be read.");
  // Checked as written and as NFKC would fold it (U+2025 becomes "..", U+FF0F "/").
  const problem = segmentProblem(name) ?? segmentProblem(name.normalize("NFKC"));
  if (problem) return problem;
  if (/^\s|[\s.]$/u.test(name)) return msg("A name cannot start with a space or end with a space or a dot.");
  const stem = name.split(".")[0]?.trimEnd() ?? "";
  if (WINDOWS_RESERVED.test(stem)) {
    return msgNow("{name} is a reserved name on Windows; choose another.", { name: stem });
  }
  if (kind === "folder" && options.isNew && [...name].length > LIMITS.folderName) {
    return words.tooLong ?? FOLDER_WORDS.tooLong;
  }
  if (byteLength(name) > FILE_NAME_MAX_BYTES) return words.tooManyBytes;
  return undefined;
}

/** Whether a name found on disk may be listed and addressed (hand-copied oddities stay hidden). */
export const isListableName = (name: string, kind: NameKind) =>
  name === normaliseName(name) && nameProblem(name, kind) === undefined;
