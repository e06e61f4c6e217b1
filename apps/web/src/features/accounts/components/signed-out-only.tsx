import { type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { PageSpinner } from "../../../components/feedback/page-spinner";
import { useActiveUser } from "../../../lib/auth/active-user";
import { useT } from "../../../lib/i18n";

/**
 * Login, register, forgot-password and verify are for visitors: a signed-in user is sent home
 * with an alert (spec §2, §8). `enabled` is turned off while a login on this page finishes.
 */
export function SignedOutOnly({ children, enabled = true }: { children: ReactNode; enabled?: boolean }) {
  const { data: user, isPending } = useActiveUser();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const t = useT("accounts");
  const signedIn = Boolean(user?.is_authenticated);
  const sent = useRef(false);

  useEffect(() => {
    // Once: the alerts API changes with every alert shown, which would run this again.
    if (!enabled || !signedIn || sent.current) return;
    sent.current = true;
    alerts.show(t("accounts.signedOutOnly.alreadySignedIn"), "info");
    navigate("/", { replace: true });
  }, [enabled, signedIn, alerts, navigate, t]);

  if (isPending) return <PageSpinner />;
  if (signedIn && enabled) return null;
  return <>{children}</>;
}
