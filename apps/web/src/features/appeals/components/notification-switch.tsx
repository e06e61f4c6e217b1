import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useAppealNotifications, useSetAppealNotifications } from "../api/notifications";
import { MESSAGES } from "./messages";

/** An administrator's opt-in to an e-mail on each new appeal. */
export function NotificationSwitch() {
  const t = useT("appeals");
  const setting = useAppealNotifications(true);
  const save = useSetAppealNotifications();
  const alerts = useAlerts();

  function handleChange(enabled: boolean) {
    save.mutate(
      { enabled },
      {
        onSuccess: () => alerts.show(enabled ? t("appeals.notifications.on") : t("appeals.notifications.off"), "info"),
        onError: (error) => alerts.show(errorMessage(error, t(MESSAGES.notifications))),
      },
    );
  }

  return (
    <Form.Check
      type="switch"
      id="appeal-notifications"
      role="switch"
      className="mt-3"
      label={t("appeals.notifications.label")}
      checked={setting.data?.enabled ?? false}
      disabled={setting.isPending || save.isPending || setting.isError}
      onChange={(event) => handleChange(event.target.checked)}
    />
  );
}
