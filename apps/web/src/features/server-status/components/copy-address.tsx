import { CopyButton } from "../../../components/feedback/copy-button";
import { useT } from "../../../lib/i18n";

/** The server address with a copy button; 'Copied' shows for 2 seconds (spec §9). */
export function CopyAddress({ address }: { address: string }) {
  const t = useT("home");
  return (
    <div className="server-address d-flex align-items-center gap-2 rounded-3 ps-3 pe-2 py-2">
      <span className="visually-hidden">{t("home.address.label")}</span>
      <code className="server-address-text flex-grow-1 text-light">{address}</code>
      <CopyButton text={address} size="sm" />
    </div>
  );
}
