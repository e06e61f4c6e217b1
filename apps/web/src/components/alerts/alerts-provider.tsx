import { LIMITS } from "@bastion/shared";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { type AlertItem, AlertsContext, type AlertVariant } from "./alerts-context";

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AlertItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const show = useCallback(
    (message: string, variant: AlertVariant = "danger") => {
      const id = nextId.current++;
      setAlerts((current) => [...current.slice(-3), { id, message, variant }]);
      window.setTimeout(() => dismiss(id), LIMITS.alertAutoCloseMs);
    },
    [dismiss],
  );

  const value = useMemo(() => ({ alerts, show, dismiss }), [alerts, show, dismiss]);
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}
