/**
 * Messages a person reads that the server (and the shared schemas) write, gettext style (issue 31,
 * ADR 033): the English ICU source IS the key of the catalogues, and the code keeps producing the
 * English text it always did. `msg(…)` marks a source, so the check (tools/lib/server-messages.ts)
 * finds every one, and remembers how a text with values was made, so that the text can be looked up
 * again at the end of a request and written in the reader's language.
 */

/** A placeholder's value: a number, a text used as is (a name), or another message's text. */
export type MessageValue = string | number | NestedMessage;
/** A value that is itself a message (its English text), translated with the one around it. */
export interface NestedMessage {
  nested: string;
}
export type MessageValues = Record<string, MessageValue>;

/** How a message's English text was made: its ICU source and the values of its placeholders. */
export interface MessageSource {
  source: string;
  values?: MessageValues;
}

/** Texts made at start (schema messages with their limits): kept for good. */
const constants = new Map<string, MessageSource>();
/** Texts made while answering (an error naming a file): the most recent few thousand. */
const recent = new Map<string, MessageSource>();
const RECENT_MAX = 5000;

const valueText = (value: MessageValue) => (typeof value === "object" ? value.nested : String(value));

/**
 * A message whose text is its English source, with simple `{name}` placeholders filled in (no
 * plural or select: the shared package carries no ICU parser; the server's `msgWith` has one).
 * Meant for messages made once, when a module loads: each text with values is kept for good.
 */
export function msg(source: string, values?: MessageValues): string {
  if (!values) return source;
  const text = fill(source, values);
  constants.set(text, { source, values });
  return text;
}

/**
 * `msg` for a text made while answering, in code the web app shares (a file's name in it): kept
 * among the recent texts, as the server's `msgWith` keeps its own, not for good.
 */
export function msgNow(source: string, values: MessageValues): string {
  const text = fill(source, values);
  rememberMessage(text, { source, values });
  return text;
}

function fill(source: string, values: MessageValues): string {
  return source.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : valueText(value);
  });
}

/** Remembers how a text made while answering came about (the server's `msgWith`). */
export function rememberMessage(text: string, source: MessageSource): void {
  recent.delete(text);
  recent.set(text, source);
  if (recent.size > RECENT_MAX) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
}

/** The source and values a text was made from; a text made by no `msg` is its own source. */
export function sourceOfText(text: string): MessageSource {
  return recent.get(text) ?? constants.get(text) ?? { source: text };
}
