import { API_PATHS, type AppealNotifications } from "@bastion/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { appealKeys } from "./keys";

const PATH = API_PATHS.appeals.notifications;

export const getAppealNotifications = (signal?: AbortSignal) => api<AppealNotifications>(PATH, { signal });

export const setAppealNotifications = (body: AppealNotifications) =>
  api<AppealNotifications>(PATH, { method: "POST", body });

export const appealNotificationsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: appealKeys.notifications(),
    queryFn: ({ signal }) => getAppealNotifications(signal),
    enabled,
  });

/** An administrator's choice of an e-mail on each new appeal (asked only for administrators). */
export const useAppealNotifications = (enabled: boolean) => useQuery(appealNotificationsQuery(enabled));

export function useSetAppealNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppealNotifications,
    onSuccess: (answer) => queryClient.setQueryData(appealKeys.notifications(), answer),
  });
}
