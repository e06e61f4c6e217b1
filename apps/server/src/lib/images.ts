import sharp from "sharp";
import { badRequest } from "./errors";

export type ImageKind = "jpeg" | "png" | "gif" | "webp";

export interface ImageOptions {
  width: number;
  height: number;
  /** Formats accepted, judged by the file's content, never by its name. */
  accept: readonly ImageKind[];
  /** The field the error is reported on. */
  field: string;
}

export interface NormalisedImage {
  data: Buffer;
  extension: "webp" | "gif";
  contentType: string;
}

const LABELS: Record<ImageKind, string> = { jpeg: ".jpg/.jpeg", png: ".png", gif: ".gif", webp: ".webp" };

/**
 * Decodes an uploaded picture, refuses anything that is not one of the accepted formats,
 * and re-encodes it cropped to width x height (centre), auto-rotated, with all metadata
 * (EXIF, GPS, comments) stripped. GIFs stay animated GIFs; everything else becomes WebP.
 */
export async function normaliseImage(input: Buffer, options: ImageOptions): Promise<NormalisedImage> {
  const allowed = options.accept.map((kind) => LABELS[kind]).join(", ");
  const refuse = () =>
    badRequest(`The picture must be an image file (${allowed}).`, { [options.field]: [`Upload a ${allowed} image.`] });
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw refuse();
  }
  if (!format || !options.accept.includes(format as ImageKind)) throw refuse();
  const resize = { width: options.width, height: options.height, fit: "cover" as const, position: "centre" as const };
  try {
    if (format === "gif") {
      const data = await sharp(input, { animated: true }).resize(resize).gif().toBuffer();
      return { data, extension: "gif", contentType: "image/gif" };
    }
    const data = await sharp(input).rotate().resize(resize).webp({ quality: 86 }).toBuffer();
    return { data, extension: "webp", contentType: "image/webp" };
  } catch {
    throw refuse();
  }
}
