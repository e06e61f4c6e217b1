import { hasVisibleText } from "@bastion/shared";

/** True when the editor's HTML shows nothing: no text and no picture (the server checks the same). */
export function isBlankContent(html: string): boolean {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return !hasVisibleText(body.textContent ?? "") && !body.querySelector("img");
}
