import { z } from "zod";
import { cleanWrittenText } from "./text";

/**
 * A string a person writes, cleaned by the one rule (text.ts: control characters stripped, newlines
 * kept when multi-line, trimmed, invisible-only text read as ""). Pipe it into the field's checks:
 * `writtenText({ error: "Title is required." }).pipe(z.string().min(1, "Title is required."))`.
 */
export const writtenText = (options: { multiline?: boolean; error?: string } = {}) =>
  z
    .string(options.error ? { error: options.error } : undefined)
    .transform((value) => cleanWrittenText(value, { multiline: options.multiline }));
