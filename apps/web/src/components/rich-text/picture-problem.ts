import { ANNOUNCEMENT_COVER_MAX_BYTES, ANNOUNCEMENT_COVER_TYPES, type AnyLocale } from "@bastion/shared";
import { i18n, translate } from "../../lib/i18n";

/** A size in megabytes (base 1024, as spec §9 counts), as the language shown writes the number. */
export const megabytes = (bytes: number) =>
  new Intl.NumberFormat(i18n.locale as AnyLocale, { maximumFractionDigits: 2 }).format(bytes / 1024 / 1024);

/**
 * Why a chosen picture (the card's or one in the text) cannot be sent, judged in the browser; the
 * server checks the content again. In the language shown: the caller's page loads `rich-text`.
 */
export function pictureProblem(file: File): string | undefined {
  if (!(ANNOUNCEMENT_COVER_TYPES as readonly string[]).includes(file.type)) return translate("rich-text.picture.type");
  if (file.size > ANNOUNCEMENT_COVER_MAX_BYTES)
    return translate("rich-text.picture.tooLarge", { megabytes: megabytes(ANNOUNCEMENT_COVER_MAX_BYTES) });
  return undefined;
}
