import type { AppealStatus } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";

const VARIANTS: Record<AppealStatus, string> = { Pending: "warning", Approved: "success", Denied: "danger" };

export function StatusBadge({ status }: { status: AppealStatus }) {
  return (
    <Badge bg={VARIANTS[status]} text={status === "Pending" ? "dark" : undefined} className="appeal-status">
      {status}
    </Badge>
  );
}
