import type { AuditActorKind } from "@bastion/shared";

// The audit log's actor filter names an actor by kind and stable id, `user:12` or `cli` (one
// without an id), in the page's URL; the API takes them as actor_kind and actor_id (issue 26.9).

/** The filter's choice for an actor. */
export const actorChoice = ({ kind, id }: { kind: AuditActorKind; id: number | null }) =>
  id === null ? kind : `${kind}:${id}`;

const CHOICE = /^(user|cli|system|api_key)(?::(\d{1,10}))?$/;

/** The kind and id of a choice, or undefined when it is not one (a name from an older link). */
export function readActorChoice(choice: string): { kind: AuditActorKind; id: number | undefined } | undefined {
  const match = CHOICE.exec(choice);
  if (!match) return undefined;
  return { kind: match[1] as AuditActorKind, id: match[2] === undefined ? undefined : Number(match[2]) };
}
