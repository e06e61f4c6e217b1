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
