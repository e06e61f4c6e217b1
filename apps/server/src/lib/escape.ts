// Text into markup, one way for every place that builds HTML or XML by hand (mail, MOTD, RSS).

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and quoted attributes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Escapes text for XML 1.0 content and attributes, dropping the characters XML cannot carry at all. */
export const escapeXml = (text: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ""));
