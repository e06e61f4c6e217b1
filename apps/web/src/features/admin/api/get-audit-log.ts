import { API_PATHS, type AuditLog } from "@bastion/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { readActorChoice } from "./audit-actor-choice";
import { type AuditParams, adminKeys } from "./keys";

export const getAuditLog = (params: AuditParams, signal?: AbortSignal) => {
  const actor = readActorChoice(params.actor);
  return api<AuditLog>(API_PATHS.admin.audit, {
    query: {
      actor_kind: actor?.kind,
      actor_id: actor?.id,
      action: params.action || undefined,
      from: params.from || undefined,
      to: params.to || undefined,
      page: params.page,
    },
    signal,
  });
};

export const auditLogQuery = (params: AuditParams) =>
  queryOptions({
    queryKey: adminKeys.audit(params),
    queryFn: ({ signal }) => getAuditLog(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditParams) => useQuery(auditLogQuery(params));
