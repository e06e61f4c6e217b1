import { useQueryClient } from "@tanstack/react-query";
import { DOWNLOADS_KEY } from "./keys";

/** After any change on disk every listing may be stale (counts, dates): refresh them all. */
export function useRefreshDownloads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY });
}
