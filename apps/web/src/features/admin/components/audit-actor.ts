import { AUDIT_ACTOR_KINDS, type AuditActorKind } from "@bastion/shared";

/** What kind of actor, with its stable id: "Account #12", "Account #12, deleted", "Management CLI". */
export function actorKindText({ kind, id, deleted }: { kind: AuditActorKind; id: number | null; deleted: boolean }) {
  const kindText = AUDIT_ACTOR_KINDS[kind];
  const withId = id === null ? kindText : `${kindText} #${id}`;
  return deleted ? `${withId}, deleted` : withId;
}
