import { hasVisibleText } from "@bastion/shared";
import sanitizeHtml from "sanitize-html";

/** The tags the rich-text editor produces; everything else is dropped (its text kept, unless it is code-like). */
const RICH_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "s",
  "u",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "hr",
];

/** Elements whose content is not text a reader should see: dropped whole, content and all. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "svg",
  "math",
  "template",
  "title",
  "head",
  "xmp",
  "plaintext",
  "noembed",
  "noframes",
  "select",
  "form",
  "button",
];

const LINK_REL = "noopener noreferrer nofollow";
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
/** Same-site pictures: only files the app stored under /media/, no dot segments. */
const MEDIA_SRC = /^\/media\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[A-Za-z0-9]+$/;
const HTTPS_SRC = /^https:\/\/[^\s/?#]+/i;

export const isAllowedImageSrc = (src: string | undefined): boolean =>
  Boolean(src && (HTTPS_SRC.test(src) || MEDIA_SRC.test(src)));

const richOptions: sanitizeHtml.IOptions = {
  allowedTags: RICH_TAGS,
  // rel and target are allowed only because transformTags overwrites whatever the author sent.
  allowedAttributes: { a: ["href", "rel", "target"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  // No inline styles, no classes, no ids: nothing an author could use to restyle or overlay the page.
  allowedStyles: {},
  allowedClasses: {},
  transformTags: {
    // Pasted markup keeps its meaning in the tags the editor knows.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      // A link to anywhere but http(s) or mailto keeps its text and loses its href.
      const kept: sanitizeHtml.Attributes =
        href && SAFE_HREF.test(href) ? { href, rel: LINK_REL, target: "_blank" } : {};
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? "";
      const kept: sanitizeHtml.Attributes = { alt: attribs.alt ?? "" };
      if (isAllowedImageSrc(src)) kept.src = src;
      return { tagName, attribs: kept };
    },
  },
  // A picture without an allowed source is removed, not left as a broken frame.
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSrc(frame.attribs.src),
};

/**
 * Cleans author HTML (announcement content) against an allowlist of what the editor makes:
 * paragraphs, headings 2 to 4, bold/italic/strike/underline, code, quotes, lists, rules,
 * links (http, https, mailto; opened in a new tab with rel="noopener noreferrer nofollow")
 * and pictures (https: or the site's own /media/ files). No script, style, frames, SVG, MathML,
 * forms, event handlers, style or class attributes, javascript: or data: URLs survive.
 */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, richOptions).trim();
}

/** The visible text of HTML, entities decoded to spaces where they are spaces. */
function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT })
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/[\s\u00a0\u200b]+/g, " ")
    .trim();
}

/**
 * True when sanitised HTML shows nothing: no picture, and no text but invisible characters
 * ('<p></p>', '<p> <br></p>', '<p>&#8203;&#8238;</p>', ''). Plain text fields follow the same rule
 * (hasVisibleText, packages/shared/src/text.ts).
 */
export function isBlankHtml(cleanHtml: string): boolean {
  return !hasVisibleText(visibleText(cleanHtml)) && !/<img\s/i.test(cleanHtml);
}
