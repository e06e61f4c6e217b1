import { msg, msgNow } from "./i18n/messages";

const UNITS = ["bytes", "KB", "MB", "GB", "TB"] as const;

/**
 * Spec §9 size units: bytes, KB, MB, GB, TB, base 1024, two decimals ("1.50 KB", "900 bytes").
 * `trim` drops zero decimals for sentences ("at most 5 MB" rather than "5.00 MB").
 */
export function formatSize(bytes: number, options: { trim?: boolean } = {}): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} bytes`;
  const fixed = value.toFixed(2);
  return `${options.trim ? Number(fixed) : fixed} ${UNITS[unit]}`;
}

/** What an upload's size limit is about, as its messages name it. */
export type SizedThing = "file" | "picture" | "patch file";

const limit = (maxBytes: number) => ({ size: formatSize(maxBytes, { trim: true }) });

/**
 * The size limits' messages, one wording for the server's refusals and the web forms' own checks
 * (downloads, patches, pictures): "The patch file must be at most 1 GB.". Whole sentences, one per
 * thing (issue 31), in the shared catalogue.
 */
export const SIZE_LIMITS = {
  mustBeAtMost: (thing: SizedThing, maxBytes: number) =>
    thing === "picture"
      ? msg("The picture must be at most {size}.", limit(maxBytes))
      : thing === "patch file"
        ? msg("The patch file must be at most {size}.", limit(maxBytes))
        : msg("The file must be at most {size}.", limit(maxBytes)),
  /** One file of several: "region.zip is larger than 2 GB, the most one file can be." */
  fileLargerThan: (name: string, maxBytes: number) =>
    msgNow("{name} is larger than {size}, the most one file can be.", { name, ...limit(maxBytes) }),
  /** Every file of one upload together. */
  uploadLargerThan: (maxBytes: number) => msg("One upload can be at most {size} in all.", limit(maxBytes)),
} as const;
