import { API_PATHS, type PageList, type PageSummary } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { menuKeys } from "./keys";

/** At most this many pages of the console's list are read for the picker (20 pages each). */
const MAX_LIST_PAGES = 10;

/** Every custom page (the console's list, page after page), for the "Add a page" picker. */
export async function getPageChoices(signal?: AbortSignal): Promise<PageSummary[]> {
  const pages: PageSummary[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
    const list = await api<PageList>(API_PATHS.pages.list, { query: { page }, signal });
    pages.push(...list.pages);
    if (page >= list.page_count) break;
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title));
}

export const pageChoicesQuery = () =>
  queryOptions({ queryKey: menuKeys.pages(), queryFn: ({ signal }) => getPageChoices(signal), staleTime: 0 });

export const usePageChoices = () => useQuery(pageChoicesQuery());
