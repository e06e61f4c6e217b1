import { useMemo } from "react";
import { useLocale, useT } from "../../../lib/i18n";

/** The units above bytes, each a message, so a language may write its own ("Ko" in French). */
const UNITS = ["patching.size.kb", "patching.size.mb", "patching.size.gb", "patching.size.tb"] as const;

/** Formats a number of bytes; `trim` drops zero decimals for sentences ("at most 5 MB"). */
export type FormatSize = (bytes: number, options?: { trim?: boolean }) => string;

/**
 * Spec §9's sizes (bytes, KB, MB, GB, TB, base 1024, two decimals: "1.50 KB", "900 bytes") in the
 * language shown: the number through Intl ("1,50 KB" in German), the unit from the catalogue. The
 * shared `formatSize` writes English, as the server's messages still do.
 */
export function useFormatSize(): FormatSize {
  const t = useT("patching");
  const locale = useLocale();
  return useMemo(() => {
    const whole = new Intl.NumberFormat(locale);
    const fixed = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const trimmed = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return (bytes, options = {}) => {
      let value = bytes;
      let unit = -1;
      while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit += 1;
      }
      const id = UNITS[unit];
      if (id === undefined) return t("patching.size.bytes", { size: whole.format(bytes) });
      return t(id, { size: (options.trim ? trimmed : fixed).format(value) });
    };
  }, [locale, t]);
}

/** A count in the language shown ("1,234", "1.234" in German). */
export function useFormatNumber(): (value: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (value) => format.format(value);
  }, [locale]);
}
