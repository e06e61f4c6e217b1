import { useEffect } from "react";
import { useT } from "../../lib/i18n";
import { useAlerts } from "./alerts-context";

/**
 * The app's one alert at a time, laid over the sticky navbar (root-layout.tsx): it neither pushes
 * the page down nor covers the form it is about, wherever the page is scrolled. It closes itself
 * after 4 seconds, and as soon as the keyboard reaches into the navbar it covers, so a focused link
 * is never hidden behind it.
 */
export function AlertStack() {
  const t = useT("common");
  const { current, dismiss } = useAlerts();
  useEffect(() => {
    if (!current) return;
    const handleFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest(".site-navbar")) dismiss();
    };
    document.addEventListener("focusin", handleFocus);
    return () => document.removeEventListener("focusin", handleFocus);
  }, [current, dismiss]);
  return (
    <div className="alert-stack" aria-live="polite">
      {current && (
        // Bootstrap's alert markup, without react-bootstrap's fade (its transition code stays off the first load).
        <div key={current.id} role="alert" className={`alert alert-${current.variant} alert-dismissible shadow`}>
          {current.message}
          <button type="button" className="btn-close" aria-label={t("common.closeAlert")} onClick={dismiss} />
        </div>
      )}
    </div>
  );
}
