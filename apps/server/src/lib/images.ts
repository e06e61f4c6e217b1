import sharp, { type Metadata, type Sharp } from "sharp";
import { badRequest } from "./errors";
import { msgWith } from "./i18n/translate";
import { createSemaphore } from "./semaphore";

export type ImageKind = "jpeg" | "png" | "gif" | "webp";

export interface ImageOptions {
  width: number;
  height: number;
  /** Formats accepted, judged by the file's content, never by its name. */
  accept: readonly ImageKind[];
  /** The field the error is reported on. */
  field: string;
  /**
   * `cover` (the default) crops to exactly width x height; `inside` keeps the picture's shape,
   * shrunk to fit within width x height and never enlarged (pictures in an announcement's text).
   */
  fit?: "cover" | "inside";
}

export interface NormalisedImage {
  data: Buffer;
  extension: "webp" | "gif";
  contentType: string;
}

const LABELS: Record<ImageKind, string> = { jpeg: ".jpg/.jpeg", png: ".png", gif: ".gif", webp: ".webp" };

/** No picture the site shows needs more than this a side (covers are 1200 wide, avatars 250). */
export const PICTURE_MAX_SIDE = 4096;
/**
 * sharp refuses to decode more pixels than this (all frames of a GIF together): a second guard
 * behind the size check, which reads only the header. 50 megapixels decode to ~200 MB at most.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Pictures decoded at the same time by one instance; the rest wait their turn. */
const imageWork = createSemaphore(2);

const tooLarge = (field: string) => {
  const message = msgWith("The picture is too large: at most {side} x {side} pixels.", { side: PICTURE_MAX_SIDE });
  return badRequest(message, { [field]: [message] });
};

export interface CheckedPicture {
  /** A sharp pipeline on the upload, with the pixel limit set (first frame only unless `animated`). */
  open(animated?: boolean): Sharp;
  format: ImageKind;
}

/**
 * The checks every uploaded picture passes before it is decoded: its content is one of `accept`
 * (never judged by its name), and its header claims no more than PICTURE_MAX_SIDE a side and
 * MAX_INPUT_PIXELS in all (a picture bomb is refused before a pixel is decoded). `work` then runs
 * in this instance's turn for pictures; a failure there is the same refusal a person can act on.
 */
export async function withCheckedPicture<T>(
  input: Buffer,
  options: Pick<ImageOptions, "accept" | "field">,
  work: (picture: CheckedPicture) => Promise<T>,
): Promise<T> {
  const allowed = options.accept.map((kind) => LABELS[kind]).join(", ");
  const refuse = () =>
    badRequest(msgWith("The picture must be an image file ({allowed}).", { allowed }), {
      [options.field]: [msgWith("Upload a {allowed} image.", { allowed })],
    });
  // metadata() reads the header only (so sharp's pixel limit is not needed there): a 700 KB PNG can
  // claim 16,000 x 16,000 pixels, 768 MB decoded, and is refused here, before anything is decoded.
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse();
  }
  const { format, width = 0, height = 0, pages = 1 } = header;
  if (!format || !options.accept.includes(format as ImageKind)) throw refuse();
  if (width > PICTURE_MAX_SIDE || height > PICTURE_MAX_SIDE || width * height * pages > MAX_INPUT_PIXELS) {
    throw tooLarge(options.field);
  }
  const open = (animated = false) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated });
  return imageWork.run(async () => {
    try {
      return await work({ open, format: format as ImageKind });
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge(options.field);
      throw refuse();
    }
  });
}

/**
 * Decodes an uploaded picture, refuses anything that is not one of the accepted formats,
 * and re-encodes it cropped to width x height (centre; or fitted inside them, `fit`), auto-rotated, with all metadata
 * (EXIF, GPS, comments) stripped. GIFs stay animated GIFs; everything else becomes WebP.
 */
export async function normaliseImage(input: Buffer, options: ImageOptions): Promise<NormalisedImage> {
  const resize =
    options.fit === "inside"
      ? { width: options.width, height: options.height, fit: "inside" as const, withoutEnlargement: true }
      : { width: options.width, height: options.height, fit: "cover" as const, position: "centre" as const };
  return withCheckedPicture(input, options, async ({ open, format }) => {
    if (format === "gif") {
      const data = await open(true).resize(resize).gif().toBuffer();
      return { data, extension: "gif", contentType: "image/gif" };
    }
    const data = await open().rotate().resize(resize).webp({ quality: 86 }).toBuffer();
    return { data, extension: "webp", contentType: "image/webp" };
  });
}
