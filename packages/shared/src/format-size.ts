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

/**
 * The size limits' messages, one wording for the server's refusals and the web forms' own checks
 * (downloads, patches, pictures): "The patch file must be at most 1 GB.", with `what` as it starts
 * the sentence.
 */
export const SIZE_LIMITS = {
  mustBeAtMost: (what: string, maxBytes: number) => `${what} must be at most ${formatSize(maxBytes, { trim: true })}.`,
  /** One file of several: "region.zip is larger than 2 GB, the most one file can be." */
  fileLargerThan: (name: string, maxBytes: number) =>
    `${name} is larger than ${formatSize(maxBytes, { trim: true })}, the most one file can be.`,
  /** Every file of one upload together. */
  uploadLargerThan: (maxBytes: number) => `One upload can be at most ${formatSize(maxBytes, { trim: true })} in all.`,
} as const;
