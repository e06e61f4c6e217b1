import { useMemo } from "react";
import { type Translate, useLocale, useT } from "./i18n";

// Spec §9's sizes (bytes, KB, MB, GB, TB, base 1024, two decimals: "1.50 KB", "900 bytes") in the
// language shown, one wording for every page: the number through Intl ("1,50 KB" in German), the
// unit a message of `common`, so a language may write its own ("Ko" in French), and bytes a plural
// ("1 byte", "2 bytes"). The shared `formatSize` writes English, for the server's messages.

/** The units above bytes. */
const UNITS = ["common.size.kb", "common.size.mb", "common.size.gb", "common.size.tb"] as const;

/** Formats a number of bytes; `trim` drops zero decimals for sentences ("at most 5 MB"). */
export type FormatSize = (bytes: number, options?: { trim?: boolean }) => string;

/**
 * A size formatter in `locale` with the words of `t` (common's loaded). No thousands separator, as
 * the spec writes them: below 1024 of a unit it would only split "1023.99".
 */
export function sizeFormatter(t: Translate, locale: string): FormatSize {
  const whole = new Intl.NumberFormat(locale, { useGrouping: false });
  const fixed = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  const trimmed = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  return (bytes, { trim = false } = {}) => {
    let value = bytes;
    let unit = -1;
    while (value >= 1024 && unit < UNITS.length - 1) {
      value /= 1024;
      unit += 1;
    }
    const id = UNITS[unit];
    if (id === undefined) return t("common.size.bytes", { count: bytes, size: whole.format(bytes) });
    // Rounded as the shared formatSize rounds, so both write the same number.
    return t(id, { size: (trim ? trimmed : fixed).format(Number(value.toFixed(2))) });
  };
}

/** The size formatter for a component: renders again on a change of language. */
export function useFormatSize(): FormatSize {
  const t = useT("common");
  const locale = useLocale();
  return useMemo(() => sizeFormatter(t, locale), [t, locale]);
}
