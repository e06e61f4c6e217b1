import type { AppealStatus } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import { useT } from "../../../lib/i18n";
import { STATUS_LABEL } from "./labels";

const VARIANTS: Record<AppealStatus, string> = { Pending: "warning", Approved: "success", Denied: "danger" };

export function StatusBadge({ status }: { status: AppealStatus }) {
  const t = useT("appeals");
  return (
    <Badge bg={VARIANTS[status]} text={status === "Pending" ? "dark" : undefined} className="appeal-status">
      {t(STATUS_LABEL[status])}
    </Badge>
  );
}
