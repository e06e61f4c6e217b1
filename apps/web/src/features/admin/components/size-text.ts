import { type Translate, useLocale, useT } from "../../../lib/i18n";

const UNITS = ["KB", "MB", "GB", "TB"] as const;

/** A size in the spec's units (§9: bytes, KB, MB, GB, TB, base 1024, two decimals), numbers as the language writes them. */
export type SizeText = (bytes: number, options?: { trim?: boolean }) => string;

/**
 * The shared `formatSize` in the language shown: "1.50 KB" / "1,50 KB", "900 bytes" / "900 Bytes";
 * `trim` drops zero decimals for sentences ("at most 5 MB").
 */
export function sizeText(t: Translate, locale: string): SizeText {
  return (bytes, { trim = false } = {}) => {
    let value = bytes;
    let unit = -1;
    while (value >= 1024 && unit < UNITS.length - 1) {
      value /= 1024;
      unit += 1;
    }
    // No thousands separator: below 1024 of a unit it would only split "1023.99" (the spec's form).
    if (unit < 0)
      return t("admin.size.bytes", {
        count: bytes,
        size: new Intl.NumberFormat(locale, { useGrouping: false }).format(bytes),
      });
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: trim ? 0 : 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    return `${number.format(Number(value.toFixed(2)))} ${UNITS[unit]}`;
  };
}

/** sizeText for a component: renders again on a change of language. */
export function useSizeText(): SizeText {
  const t = useT("admin");
  return sizeText(t, useLocale());
}
