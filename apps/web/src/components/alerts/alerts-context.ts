import { createContext, useContext } from "react";

export type AlertVariant = "danger" | "info" | "warning" | "success";

export interface AlertItem {
  id: number;
  message: string;
  variant: AlertVariant;
}

export interface AlertsApi {
  /**
   * Shows an alert that closes itself after 4 seconds, in place of the one shown (one at a time: a
   * new message replaces the last, never piles up beside it); the variant defaults to danger (spec §3 Alert).
   */
  show(message: string, variant?: AlertVariant): void;
  dismiss(): void;
  /** The alert shown, if any. */
  current: AlertItem | null;
}

export const AlertsContext = createContext<AlertsApi | null>(null);

export function useAlerts(): AlertsApi {
  const value = useContext(AlertsContext);
  if (!value) throw new Error("useAlerts needs <AlertsProvider>");
  return value;
}
