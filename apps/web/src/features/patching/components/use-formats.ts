import { useMemo } from "react";
import { useLocale } from "../../../lib/i18n";

/** A count in the language shown ("1,234", "1.234" in German). */
export function useFormatNumber(): (value: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (value) => format.format(value);
  }, [locale]);
}
