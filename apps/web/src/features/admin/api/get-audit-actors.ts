import { API_PATHS, type AuditActors } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export const getAuditActors = (signal?: AbortSignal) => api<AuditActors>(API_PATHS.admin.auditActors, { signal });

export const auditActorsQuery = () =>
  queryOptions({ queryKey: adminKeys.auditActors(), queryFn: ({ signal }) => getAuditActors(signal), staleTime: 0 });

/** Everyone the audit log names, for its actor filter. */
export const useAuditActors = () => useQuery(auditActorsQuery());
