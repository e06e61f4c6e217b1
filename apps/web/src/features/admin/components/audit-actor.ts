import type { AuditActorKind } from "@bastion/shared";
import type { Translate } from "../../../lib/i18n";

/** The shared AUDIT_ACTOR_KINDS, in the language shown. */
const KIND_WORDS: Record<AuditActorKind, string> = {
  user: "admin-audit.actor.kind.user",
  cli: "admin-audit.actor.kind.cli",
  system: "admin-audit.actor.kind.system",
  api_key: "admin-audit.actor.kind.apiKey",
};

/** What kind of actor, with its stable id: "Account #12", "Account #12, deleted", "Management CLI". */
export function actorKindText(
  t: Translate,
  { kind, id, deleted }: { kind: AuditActorKind; id: number | null; deleted: boolean },
) {
  const kindText = t(KIND_WORDS[kind]);
  const withId = id === null ? kindText : t("admin-audit.actor.withId", { kind: kindText, id: String(id) });
  return deleted ? t("admin-audit.actor.deleted", { actor: withId }) : withId;
}
