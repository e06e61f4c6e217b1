import { readActorChoice } from "../api/audit-actor-choice";
import type { AuditParams } from "../api/keys";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The audit log's filters from the URL; anything odd is left out. */
export function readAuditParams(params: URLSearchParams): AuditParams {
  const page = Number(params.get("page") ?? "1");
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : "";
  };
  return {
    // An actor by kind and id (`user:12`, `cli`); a name from an older link is left out.
    actor: readActorChoice(params.get("actor") ?? "") ? (params.get("actor") ?? "") : "",
    action: params.get("action") ?? "",
    from: day("from"),
    to: day("to"),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

export function auditSearch(params: AuditParams): string {
  const query = new URLSearchParams();
  for (const key of ["actor", "action", "from", "to"] as const) if (params[key]) query.set(key, params[key]);
  if (params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
