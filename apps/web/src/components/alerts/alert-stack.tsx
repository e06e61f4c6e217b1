import Alert from "react-bootstrap/Alert";
import { useAlerts } from "./alerts-context";

/** The alerts of the whole app, pinned under the navbar; each closes itself after 4 seconds. */
export function AlertStack() {
  const { alerts, dismiss } = useAlerts();
  return (
    <div className="alert-stack" aria-live="polite">
      {alerts.map((alert) => (
        <Alert key={alert.id} variant={alert.variant} dismissible onClose={() => dismiss(alert.id)} className="shadow">
          {alert.message}
        </Alert>
      ))}
    </div>
  );
}
