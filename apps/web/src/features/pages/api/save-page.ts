import { API_PATHS, apiPath, type PageFormInput, type PageSaved } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { PAGES_KEY } from "./keys";

/** Creates a page (no id) or saves one. */
export const savePage = ({ id, ...body }: PageFormInput & { id?: number }) =>
  api<PageSaved>(id ? apiPath(API_PATHS.pages.page, { id }) : API_PATHS.pages.list, { method: "POST", body });

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
  });
}
