import { API_PATHS, type Look, type LookSaved } from "@bastion/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

const lookQuery = queryOptions({
  queryKey: adminKeys.look(),
  queryFn: ({ signal }) => api<Look>(API_PATHS.admin.look, { signal }),
  staleTime: 0,
});

export const useLook = () => useQuery(lookQuery);

/** Saves the look (re-confirmed: the api layer asks "Confirm it's you" when the server wants it). */
export function useSaveLook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Look) => api<LookSaved>(API_PATHS.admin.look, { method: "POST", body }),
    onSuccess: (answer) => queryClient.setQueryData(adminKeys.look(), answer.look),
  });
}
