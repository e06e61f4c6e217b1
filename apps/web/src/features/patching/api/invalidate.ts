import { useQueryClient } from "@tanstack/react-query";
import { PATCHING_KEY } from "./keys";

/** After any change a target's counts and current patch may be stale: refresh every patching list. */
export function useRefreshPatching() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PATCHING_KEY });
}
