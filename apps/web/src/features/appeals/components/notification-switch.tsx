import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useAppealNotifications, useSetAppealNotifications } from "../api/notifications";
import { MESSAGES } from "./messages";

/** An administrator's opt-in to an e-mail on each new appeal. */
export function NotificationSwitch() {
  const setting = useAppealNotifications(true);
  const save = useSetAppealNotifications();
  const alerts = useAlerts();

  function handleChange(enabled: boolean) {
    save.mutate(
      { enabled },
      {
        onSuccess: () =>
          alerts.show(
            enabled ? "You will get an e-mail on each new appeal." : "New-appeal e-mails turned off.",
            "info",
          ),
        onError: (error) => alerts.show(errorMessage(error, MESSAGES.notifications)),
      },
    );
  }

  return (
    <Form.Check
      type="switch"
      id="appeal-notifications"
      role="switch"
      className="mt-3"
      label="E-mail me when a new appeal is submitted"
      checked={setting.data?.enabled ?? false}
      disabled={setting.isPending || save.isPending || setting.isError}
      onChange={(event) => handleChange(event.target.checked)}
    />
  );
}
