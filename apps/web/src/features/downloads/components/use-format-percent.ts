import { useMemo } from "react";
import { useLocale } from "../../../lib/i18n";

/** A whole percentage in the language shown ("42%", "42 %" in German). */
export function useFormatPercent(): (percent: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: "percent" });
    return (percent) => format.format(percent / 100);
  }, [locale]);
}
