import Badge from "react-bootstrap/Badge";
import { useT } from "../../../lib/i18n";

/**
 * For administrators (issue 32): whether the submitter's linked Minecraft account was the punished
 * player when the appeal was made.
 */
export function SubmitterCheck({ verified }: { verified: boolean }) {
  const t = useT("minecraft-link");
  return verified ? (
    <Badge bg="success" className="ms-2" title={t("minecraft-link.appeal.verifiedHelp")}>
      {t("minecraft-link.appeal.verified")}
    </Badge>
  ) : (
    <Badge bg="secondary" className="ms-2" title={t("minecraft-link.appeal.notVerifiedHelp")}>
      {t("minecraft-link.appeal.notVerified")}
    </Badge>
  );
}
