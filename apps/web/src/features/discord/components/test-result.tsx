import { useT } from "../../../lib/i18n";
import { useDelivery } from "../api/get-delivery";

/** How a test message is doing, asked again every second while it waits; announced politely. */
export function TestResult({ deliveryId }: { deliveryId: number }) {
  const t = useT("admin-discord");
  const delivery = useDelivery(deliveryId);
  const data = delivery.data;
  let text = t("admin-discord.test.sending");
  let tone = "text-body-secondary";
  if (delivery.isError) {
    text = t("admin-discord.test.unknown");
    tone = "text-danger";
  } else if (data?.state === "delivered") {
    text = t("admin-discord.test.delivered");
    tone = "text-success";
  } else if (data?.state === "given_up") {
    text = t("admin-discord.test.givenUp", { error: data.last_error ?? "" });
    tone = "text-danger";
  } else if (data && data.tries > 0) {
    text = t("admin-discord.test.retrying", { error: data.last_error ?? "" });
    tone = "text-warning-emphasis";
  } else if (data && data.ahead > 0) {
    text = t("admin-discord.test.behind", { count: data.ahead });
  }
  return (
    <p className={`small mb-0 mt-2 ${tone}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}
