import {
  API_PATHS,
  type SecondFactorPolicy,
  type SecondFactorPolicyRequest,
  type SecondFactorPolicySaved,
} from "@bastion/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

const policyQuery = queryOptions({
  queryKey: adminKeys.secondFactorPolicy(),
  queryFn: ({ signal }) => api<SecondFactorPolicy>(API_PATHS.admin.secondFactorPolicy, { signal }),
  staleTime: 0,
});

export const useSecondFactorPolicy = () => useQuery(policyQuery);

export function useSaveSecondFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorPolicyRequest) =>
      api<SecondFactorPolicySaved>(API_PATHS.admin.secondFactorPolicy, { method: "POST", body }),
    onSuccess: (answer) => queryClient.setQueryData(adminKeys.secondFactorPolicy(), answer.policy),
  });
}
