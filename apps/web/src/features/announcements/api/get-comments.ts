import { type AnnouncementCommentsPage, API_PATHS, apiPath } from "@bastion/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { announcementKeys } from "./keys";

/** The newest comments, or the next 20 older than the `before` comment. */
export const getComments = (id: number, before: number | undefined, signal?: AbortSignal) =>
  api<AnnouncementCommentsPage>(apiPath(API_PATHS.announcements.comments, { id }), { query: { before }, signal });

/**
 * The comment list in steps: the first step comes with the announcement (no extra call), and
 * 'Load more comments' asks for the next one. Refetching after a post or delete re-reads every loaded step.
 */
export function useComments(id: number, first: AnnouncementCommentsPage) {
  return useInfiniteQuery({
    queryKey: announcementKeys.comments(id),
    queryFn: ({ pageParam, signal }) => getComments(id, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.comments.at(-1)?.id : undefined),
    initialData: { pages: [first], pageParams: [undefined] },
  });
}
