/** A file that is not one JSON array of values, with where it went wrong. */
export class JsonArrayError extends Error {
  constructor(
    message: string,
    /** "json": not valid JSON at all; "array": valid JSON, but not an array. */
    readonly kind: "json" | "array" = "json",
  ) {
    super(message);
  }
}

/** How much of a file that is not an array is read to tell bad JSON from JSON of another shape. */
const DIAGNOSE_LIMIT = 1024 * 1024;

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);

/**
 * The items of one top-level JSON array, parsed one at a time from text that arrives in pieces (a
 * file stream), so that a file of a million rows never sits in memory whole. Each item's text is cut
 * out by tracking strings and nesting, then given to JSON.parse.
 */
export async function* jsonArrayItems(chunks: AsyncIterable<string>): AsyncGenerator<unknown> {
  let state = "before" as "before" | "item" | "after-item" | "done" | "other";
  let item = "";
  let depth = 0;
  let inString = false;
  let escaped = false;
  let offset = 0;
  let index = 0;

  const parse = () => {
    const text = item.trim();
    item = "";
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new JsonArrayError(`item ${index} (ending at character ${offset}): ${reason}`);
    }
  };

  for await (const chunk of chunks) {
    let start = 0;
    // The next backslash at or after `at`, found again only once passed (-1: none left in the chunk).
    let slash = chunk.indexOf("\\");
    for (let at = 0; at < chunk.length; at += 1) {
      if (state === "item" && inString) {
        // Inside a string only a quote or a backslash matters: jump to the next of them.
        if (escaped) {
          escaped = false;
          offset += 1;
          continue;
        }
        const quote = chunk.indexOf('"', at);
        if (slash !== -1 && slash < at) slash = chunk.indexOf("\\", at);
        const next = slash !== -1 && (quote === -1 || slash < quote) ? slash : quote;
        if (next === -1) {
          offset += chunk.length - at;
          at = chunk.length;
          break;
        }
        offset += next - at + 1;
        at = next;
        if (next === slash) escaped = true;
        else inString = false;
        continue;
      }
      const char = chunk.charAt(at);
      offset += 1;
      if (state === "item") {
        if (char === '"') inString = true;
        else if (char === "{" || char === "[") depth += 1;
        else if (char === "}" || char === "]") {
          if (depth === 0) {
            // The array's own closing bracket ends its last item.
            if (char === "}") throw new JsonArrayError(`unexpected '}' at character ${offset}`);
            item += chunk.slice(start, at);
            yield parse();
            index += 1;
            state = "done";
            start = at + 1;
            continue;
          }
          depth -= 1;
        } else if (char === "," && depth === 0) {
          item += chunk.slice(start, at);
          yield parse();
          index += 1;
          start = at + 1;
          state = "after-item";
        }
        continue;
      }
      if (state === "other") {
        item += chunk.slice(at);
        break;
      }
      if (WHITESPACE.has(char)) continue;
      if (state === "before") {
        if (char !== "[") {
          // Read on only to say whether it is JSON at all.
          state = "other";
          at -= 1;
          continue;
        }
        state = "after-item";
        start = at + 1;
        continue;
      }
      if (state === "after-item") {
        // An empty array.
        if (char === "]" && index === 0) {
          state = "done";
          continue;
        }
        if (char === "," || char === "]") throw new JsonArrayError(`unexpected '${char}' at character ${offset}`);
        state = "item";
        start = at;
        at -= 1;
        offset -= 1;
        continue;
      }
      throw new JsonArrayError(`unexpected '${char}' after the array's end, at character ${offset}`);
    }
    if (state === "item") item += chunk.slice(start);
    if (state === "other" && item.length > DIAGNOSE_LIMIT) break;
  }
  if (state === "other") throw notAnArray(item);
  if (state === "before") throw new JsonArrayError("the file is empty");
  if (state !== "done") throw new JsonArrayError("the array is not closed: the file is cut short");
}

function notAnArray(text: string): JsonArrayError {
  if (text.length <= DIAGNOSE_LIMIT) {
    try {
      JSON.parse(text);
    } catch (error) {
      return new JsonArrayError(error instanceof Error ? error.message : String(error));
    }
  }
  return new JsonArrayError("it must hold a JSON array ([ … ])", "array");
}
