import {
  API_PATHS,
  apiPath,
  type MessageResponse,
  type OwnSessionsResponse,
  type SessionsEnded,
} from "@bastion/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The list's query: changing the password or two-step sign-in signs the other browsers out too. */
export const SESSIONS_KEY = ["own-sessions"] as const;

/** The browsers signed in to the account (issue 29). */
export const useOwnSessions = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api<OwnSessionsResponse>(API_PATHS.session.mine) });

/** Each change reads the list again. */
function useSessionsChange<Variables, Answer>(request: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export const useEndOtherSessions = () =>
  useSessionsChange<void, SessionsEnded>(() => api(API_PATHS.session.endOthers, { method: "POST" }));

export const useEndSession = () =>
  useSessionsChange<string, MessageResponse>((id) => api(apiPath(API_PATHS.session.end, { id }), { method: "POST" }));
