import { createHash } from "node:crypto";
import { SITE_ICON_SIZES, SITE_LOGO_MAX_SIDE, type SiteIconSize, SVG_LOGO_REFUSED } from "@bastion/shared";
import sharp, { type Sharp } from "sharp";
import { badRequest } from "../../lib/errors";
import { type ImageKind, withCheckedPicture } from "../../lib/images";

/** PNG, JPEG, WebP; a GIF gives its first frame (a logo does not move). */
const ACCEPT: readonly ImageKind[] = ["png", "jpeg", "webp", "gif"];
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

export interface LogoImages {
  hash: string;
  logo: { data: Buffer; width: number; height: number };
  icons: Map<SiteIconSize, Buffer>;
}

export interface IconImages {
  hash: string;
  icons: Map<SiteIconSize, Buffer>;
}

const hashOf = (data: Buffer) => createHash("sha256").update(data).digest("hex").slice(0, 24);

/** An SVG is text: refused by what it says, with a message of its own (sharp may not even read it). */
function refuseSvg(input: Buffer, field: string) {
  const start = input
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^<(?:\?xml|svg|!doctype svg|!--)/i.test(start) && /<svg[\s>]/i.test(input.subarray(0, 4096).toString("utf8"))) {
    throw badRequest(SVG_LOGO_REFUSED, { [field]: [SVG_LOGO_REFUSED] });
  }
}

/** The square icons, padded with transparency (a wide logo is not cropped), from one 512-pixel square. */
async function iconsFrom(picture: Sharp): Promise<Map<SiteIconSize, Buffer>> {
  const square = await picture.resize(512, 512, { fit: "contain", background: TRANSPARENT }).png().toBuffer();
  const icons = new Map<SiteIconSize, Buffer>();
  for (const size of SITE_ICON_SIZES) {
    icons.set(
      size,
      size === 512 ? square : await sharp(square).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
    );
  }
  return icons;
}

/**
 * An uploaded logo, content-checked and re-encoded (lib/images.ts: picture bombs are refused before
 * decoding): a WebP at most SITE_LOGO_MAX_SIDE a side, transparency kept, metadata stripped; and the
 * icons made from it. Its hash names every file.
 */
export async function logoImages(input: Buffer, field: string): Promise<LogoImages> {
  refuseSvg(input, field);
  return withCheckedPicture(input, { accept: ACCEPT, field }, async ({ open }) => {
    const { data, info } = await open()
      .rotate()
      .resize({ width: SITE_LOGO_MAX_SIDE, height: SITE_LOGO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer({ resolveWithObject: true });
    const icons = await iconsFrom(open().rotate());
    return { hash: hashOf(data), logo: { data, width: info.width, height: info.height }, icons };
  });
}

/** An uploaded favicon: the same checks, only the icons kept (named by the largest one's hash). */
export async function iconImages(input: Buffer, field: string): Promise<IconImages> {
  refuseSvg(input, field);
  return withCheckedPicture(input, { accept: ACCEPT, field }, async ({ open }) => {
    const icons = await iconsFrom(open().rotate());
    return { hash: hashOf(icons.get(512) ?? Buffer.alloc(0)), icons };
  });
}
