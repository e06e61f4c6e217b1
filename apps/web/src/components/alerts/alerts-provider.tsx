import { LIMITS } from "@bastion/shared";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type AlertItem, AlertsContext, type AlertVariant } from "./alerts-context";

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AlertItem | null>(null);
  const nextId = useRef(1);
  const timer = useRef<number | undefined>(undefined);

  const dismiss = useCallback(() => {
    window.clearTimeout(timer.current);
    setCurrent(null);
  }, []);

  const show = useCallback((message: string, variant: AlertVariant = "danger") => {
    // A new id even for the same words: the alert is drawn (and announced) again.
    setCurrent({ id: nextId.current++, message, variant });
    // The last alert's 4 seconds end with it: the new one gets its own.
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCurrent(null), LIMITS.alertAutoCloseMs);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const value = useMemo(() => ({ current, show, dismiss }), [current, show, dismiss]);
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}
