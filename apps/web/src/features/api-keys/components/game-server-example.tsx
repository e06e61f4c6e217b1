import { API_PATHS } from "@bastion/shared";
import Card from "react-bootstrap/Card";
import { CopyButton } from "../../../components/feedback/copy-button";
import { Trans, useT } from "../../../lib/i18n";

/** A working request for the game server's side, with the site's real address. */
export function curlExample(publicUrl: string) {
  const punishment = {
    id: "litebans-1042",
    type: "Ban",
    player: "Griefer",
    player_uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
    reason: "X-ray",
    actioned_by: "CONSOLE",
    actioned_by_uuid: "CONSOLE",
    play_time: 7265,
    date: "2026-11-21T18:00:00Z",
    until: null,
    is_active: true,
  };
  return [
    `curl -X POST ${publicUrl}${API_PATHS.punishments.send} \\`,
    `  -H "Authorization: Bearer $BASTION_API_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify({ punishments: [punishment] }, null, 2)}'`,
  ].join("\n");
}

/** "Use it from the game server": the call a key with punishments:write makes. */
export function GameServerExample({ publicUrl }: { publicUrl: string }) {
  const t = useT("api-keys");
  const example = curlExample(publicUrl);
  return (
    <Card className="api-keys-card h-100">
      <Card.Body>
        <h2 className="h5">{t("api-keys.example.heading")}</h2>
        <p className="small text-body-secondary">
          {/* The code is code in every language: the translation places it, it does not carry it. */}
          <Trans id="api-keys.example.text" components={{ 0: <code>id</code>, 1: <code>"is_active": false</code> }} />
        </p>
        <pre className="api-keys-example p-3 rounded mb-2">
          <code>{example}</code>
        </pre>
        <CopyButton text={example} label={t("api-keys.example.copy")} size="sm" variant="outline-light" />
      </Card.Body>
    </Card>
  );
}
