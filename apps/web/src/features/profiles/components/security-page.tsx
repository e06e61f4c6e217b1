import { useQueryClient } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import { Link, useNavigate, useSearchParams } from "react-router";
import { nextAfterSetUp } from "../../../components/guards/second-factor-gate";
import { ACTIVE_USER_KEY, useActiveUser } from "../../../lib/auth/active-user";
import { Trans, useT } from "../../../lib/i18n";
import { PasskeysSection } from "./passkeys-section";
import { ProfileFrame } from "./profile-card";
import { TwoStepSection } from "./two-step-section";
import "./profiles.css";

/**
 * /profile/security/: where a person whose group requires a second factor sets one up before
 * anything else (issue 29); the other pages send them here, with where they were going as `next`.
 */
export function SecurityPage() {
  const { data: user } = useActiveUser();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const required = Boolean(user?.second_factor_required);
  const t = useT("profiles");

  /** A second factor is set up: on to where they were going, once the site knows. */
  async function handleDone() {
    await queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY });
    navigate(nextAfterSetUp(search), { replace: true });
  }

  return (
    <ProfileFrame>
      <h1 className="h2 mb-3">{t("profiles.security.title")}</h1>
      {required ? (
        <Alert variant="info" className="mb-4">
          <p className="mb-2 fw-semibold">{t("profiles.security.requiredTitle")}</p>
          <p className="mb-0">{t("profiles.security.requiredText")}</p>
        </Alert>
      ) : (
        <p className="mb-4">
          <Trans id="profiles.security.intro" components={{ 0: <Link to="/profile/edit/" /> }} />
        </p>
      )}
      <div className="d-flex flex-column gap-4">
        <TwoStepSection onDone={handleDone} />
        <PasskeysSection onDone={handleDone} />
      </div>
    </ProfileFrame>
  );
}
