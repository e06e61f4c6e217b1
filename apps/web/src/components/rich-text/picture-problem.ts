import { ANNOUNCEMENT_COVER_MAX_BYTES, ANNOUNCEMENT_COVER_TYPES, SIZE_LIMITS } from "@bastion/shared";

/**
 * Why a chosen picture (the card's or one in the text) cannot be sent, judged in the browser; the
 * server checks the content again.
 */
export function pictureProblem(file: File): string | undefined {
  if (!(ANNOUNCEMENT_COVER_TYPES as readonly string[]).includes(file.type))
    return "Choose a JPEG, PNG or WebP picture.";
  if (file.size > ANNOUNCEMENT_COVER_MAX_BYTES)
    return SIZE_LIMITS.mustBeAtMost("The picture", ANNOUNCEMENT_COVER_MAX_BYTES);
  return undefined;
}
