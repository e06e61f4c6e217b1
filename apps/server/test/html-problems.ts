// The sanitiser's allowlist as a reader of stored HTML checks it: shared by the announcements' and
// the custom pages' XSS tests.

const ALLOWED_TAGS = new Set("p br h2 h3 h4 strong em s u code pre blockquote ul ol li a img hr".split(" "));
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href", "rel", "target"]),
  img: new Set(["src", "alt"]),
};

/**
 * Reads the stored HTML the way a browser's tokenizer would see its tags (the sanitiser writes
 * well-formed, double-quoted markup) and lists everything outside the allowlist.
 */
export function htmlProblems(html: string): string[] {
  const found: string[] = [];
  const tag = /<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
  for (const match of html.matchAll(tag)) {
    const [, rawName = "", rawAttributes = ""] = match;
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) found.push(`tag <${name}>`);
    for (const attribute of rawAttributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      const [, attrName = "", value = ""] = attribute;
      const key = attrName.toLowerCase();
      if (!ALLOWED_ATTRIBUTES[name]?.has(key)) found.push(`attribute ${key} on <${name}>`);
      if (key === "href" && !/^(https?:\/\/|mailto:)/i.test(value)) found.push(`href ${value}`);
      if (key === "src" && !/^(https:\/\/|\/media\/[\w/-]+\.\w+$)/.test(value)) found.push(`src ${value}`);
      if (key === "target" && value !== "_blank") found.push(`target ${value}`);
      if (key === "rel" && value !== "noopener noreferrer nofollow") found.push(`rel ${value}`);
    }
  }
  // Anything that still opens a tag outside the matches above would be raw markup.
  const leftover = html.replace(tag, "");
  if (/<[a-zA-Z!/?]/.test(leftover)) found.push(`raw markup in text: ${leftover.match(/<[a-zA-Z!/?].{0,20}/)?.[0]}`);
  return found;
}
