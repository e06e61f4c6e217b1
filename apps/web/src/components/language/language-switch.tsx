import { type AnyLocale, isAnyLocale, isLocale, LOCALE_NAMES, LOCALES } from "@bastion/shared";
import { useId, useRef, useState } from "react";
import { activateLocale, rememberLocale, useLocale, useT } from "../../lib/i18n";
import { useAlerts } from "../alerts/alerts-context";
import { useSaveLanguage } from "./save-language";
import "./language-switch.css";

/** A globe, the sign of a language choice in any language (drawn here: a few bytes, no icon font). */
function GlobeIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.2}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx={8} cy={8} r={7} />
      <ellipse cx={8} cy={8} rx={3} ry={7} />
      <path d="M1 8h14M2.5 4.5h11M2.5 11.5h11" />
    </svg>
  );
}

/**
 * The language switch of the navbar, the side panel and the footer (issue 31): each language named
 * in itself. A choice shows the whole site in it at once, without a reload and without fetching the
 * page's data again (lib/i18n loads the words in use first), and is then remembered by the server
 * (a cookie, and the account's preference when signed in). A save that fails leaves the choice shown.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useT("common");
  const locale = useLocale();
  const alerts = useAlerts();
  const save = useSaveLanguage();
  const [pending, setPending] = useState<AnyLocale | null>(null);
  // Choices made quickly one after another are shown in turn, so the last one chosen is the one left.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef<AnyLocale | null>(null);
  const id = useId();
  // A pseudo-locale (tests only) is never offered, but is shown while it is the one in use.
  const choices: readonly AnyLocale[] = isLocale(locale) ? LOCALES : [...LOCALES, locale];

  function handleChange(value: string) {
    if (!isAnyLocale(value) || value === (pending ?? locale)) return;
    latest.current = value;
    setPending(value);
    const shown = queue.current.then(() => activateLocale(value));
    queue.current = shown.catch(() => undefined);
    shown.then(
      () => {
        if (latest.current !== value) return;
        setPending(null);
        rememberLocale(value);
        save.mutate(value);
      },
      () => {
        if (latest.current !== value) return;
        setPending(null);
        alerts.show(t("common.language.failed"));
      },
    );
  }

  return (
    <div className={`language-switch d-flex align-items-center gap-2 ${className}`.trim()}>
      <label htmlFor={id} className="form-label mb-0 small text-body-secondary d-flex align-items-center gap-1">
        <GlobeIcon />
        <span className="language-switch-label">{t("common.language.label")}</span>
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={pending ?? locale}
        aria-busy={pending !== null || undefined}
        onChange={(event) => handleChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice} lang={choice}>
            {LOCALE_NAMES[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
