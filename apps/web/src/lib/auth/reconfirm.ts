import { API_PATHS, type ReconfirmRequest, type ReconfirmResponse, type ReconfirmState } from "@bastion/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api-client";

/** How the signed-in person confirms it is them (issue 29): asked each time the dialog opens. */
export const reconfirmStateQuery = queryOptions({
  queryKey: ["reconfirm"] as const,
  queryFn: ({ signal }) => api<ReconfirmState>(API_PATHS.session.reconfirm, { signal }),
  staleTime: 0,
});

export const reconfirm = (body: ReconfirmRequest) =>
  api<ReconfirmResponse>(API_PATHS.session.reconfirm, { method: "POST", body });
