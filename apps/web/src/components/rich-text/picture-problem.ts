import { ANNOUNCEMENT_COVER_MAX_BYTES, ANNOUNCEMENT_COVER_TYPES } from "@bastion/shared";
import { sizeFormatter } from "../../lib/format-size";
import { i18n, translate } from "../../lib/i18n";

/** The largest picture ("5 MB"), in the language shown. */
export const largestPicture = () => sizeFormatter(translate, i18n.locale)(ANNOUNCEMENT_COVER_MAX_BYTES, { trim: true });

/**
 * Why a chosen picture (the card's or one in the text) cannot be sent, judged in the browser; the
 * server checks the content again. In the language shown: the caller's page loads `rich-text`.
 */
export function pictureProblem(file: File): string | undefined {
  if (!(ANNOUNCEMENT_COVER_TYPES as readonly string[]).includes(file.type)) return translate("rich-text.picture.type");
  if (file.size > ANNOUNCEMENT_COVER_MAX_BYTES)
    return translate("rich-text.picture.tooLarge", { size: largestPicture() });
  return undefined;
}
