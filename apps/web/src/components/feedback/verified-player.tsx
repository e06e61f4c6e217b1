import { useT } from "../../lib/i18n";
import { PlayerAvatar } from "./player-avatar";
import "./verified-player.css";

/** A check in a circle: the mark of a Minecraft account the session server confirmed (issue 32). */
function VerifiedIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="flex-none">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path d="M4.5 8.3 7 10.6l4.6-5" fill="none" stroke="var(--bs-body-bg)" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Beside a comment's author: the verified Minecraft name, small. */
export function VerifiedMark({ name }: { name: string }) {
  const t = useT("minecraft-link");
  return (
    <span className="verified-player small" title={t("minecraft-link.mark.title")}>
      <VerifiedIcon size={12} />
      <span className="visually-hidden">{t("minecraft-link.mark.hidden")}</span>
      <span translate="no">{name}</span>
    </span>
  );
}

/** A verified Minecraft account with its head, its name and the word "Verified" (profiles, the console). */
export function VerifiedPlayer({ uuid, name, headSize = 32 }: { uuid: string; name: string; headSize?: number }) {
  const t = useT("minecraft-link");
  return (
    <span className="d-inline-flex align-items-center gap-2 flex-wrap">
      <PlayerAvatar uuid={uuid} size={headSize} />
      <span className="fw-semibold text-break" translate="no">
        {name}
      </span>
      <span className="verified-player small">
        <VerifiedIcon size={14} />
        {t("minecraft-link.mark.verified")}
      </span>
    </span>
  );
}
