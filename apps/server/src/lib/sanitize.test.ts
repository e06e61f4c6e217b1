import { describe, expect, it } from "vitest";
import { isBlankHtml, sanitizeRichHtml } from "./sanitize";

describe("sanitizeRichHtml", () => {
  it("keeps everything the editor makes", () => {
    const html =
      "<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>c</code><br />x</p>" +
      "<pre><code>let a = 1 &lt; 2;</code></pre><blockquote><p>q</p></blockquote>" +
      "<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><hr />";
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it("opens links in a new tab with rel noopener noreferrer nofollow, whatever the author sent", () => {
    expect(sanitizeRichHtml('<a href="https://example.org/x?a=1&amp;b=2" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://example.org/x?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeRichHtml('<a href="mailto:staff@example.org">mail</a>')).toContain(
      'href="mailto:staff@example.org"',
    );
  });

  it("keeps a link's text but not an href that is not http(s) or mailto", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,x", "/relative", "ftp://x.example", "//evil.example"]) {
      expect(sanitizeRichHtml(`<a href="${href}">text</a>`), href).toBe("<a>text</a>");
    }
  });

  it("keeps pictures from https: and the site's own /media/ files only", () => {
    expect(sanitizeRichHtml('<img src="https://cdn.example.org/a.png" alt="A">')).toBe(
      '<img alt="A" src="https://cdn.example.org/a.png" />',
    );
    expect(sanitizeRichHtml('<img src="/media/announcements/abc123.webp">')).toBe(
      '<img alt="" src="/media/announcements/abc123.webp" />',
    );
    for (const src of [
      "http://cdn.example.org/a.png",
      "data:image/png;base64,AAAA",
      "/media/../bastion.sqlite",
      "/users/api/logout/",
      "//evil.example/a.png",
      "javascript:alert(1)",
    ]) {
      expect(sanitizeRichHtml(`<p>x<img src="${src}"></p>`), src).toBe("<p>x</p>");
    }
  });

  it("maps pasted tags to the editor's and drops the rest, keeping their text", () => {
    expect(sanitizeRichHtml("<h1>T</h1><h6>S</h6><b>b</b><i>i</i><del>d</del>")).toBe(
      "<h2>T</h2><h4>S</h4><strong>b</strong><em>i</em><s>d</s>",
    );
    expect(sanitizeRichHtml('<div class="x"><span style="color:red">text</span></div>')).toBe("text");
    expect(sanitizeRichHtml("<p>a</p><script>alert(1)</script><style>p{}</style><svg><text>t</text></svg>")).toBe(
      "<p>a</p>",
    );
  });
});

describe("isBlankHtml", () => {
  it("is true when nothing visible is left", () => {
    const invisible = [
      "<p>&#8203;&#8238;</p>",
      "<p>\u200b\u200d\u2066\u2069\ufeff</p>",
      "<h2>&#x202E;</h2><p><br></p>",
    ];
    for (const html of ["", "<p></p>", "<p> &nbsp; </p>", "<p><br /></p>", "<hr />", "<h2> </h2>", ...invisible]) {
      expect(isBlankHtml(sanitizeRichHtml(html)), html).toBe(true);
    }
    expect(isBlankHtml(sanitizeRichHtml("<script>alert(1)</script>"))).toBe(true);
  });

  it("is false for text or a picture", () => {
    expect(isBlankHtml("<p>a</p>")).toBe(false);
    expect(isBlankHtml('<p><img alt="" src="https://cdn.example.org/a.png" /></p>')).toBe(false);
  });
});
