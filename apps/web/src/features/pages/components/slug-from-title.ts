import { PAGE_LIMITS } from "@bastion/shared";

/** A slug suggested from a title: "Server Rules & FAQ!" -> "server-rules-faq" (accents dropped). */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, PAGE_LIMITS.slug)
    .replace(/^-+|-+$/g, "");
}
