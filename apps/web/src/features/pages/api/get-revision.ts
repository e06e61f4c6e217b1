import { API_PATHS, apiPath, type PageRevision } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { pageKeys } from "./keys";

export const getRevision = (id: number, revision: number, signal?: AbortSignal) =>
  api<PageRevision>(apiPath(API_PATHS.pages.revision, { id, revision }), { signal });

export const revisionQuery = (id: number, revision: number) =>
  queryOptions({
    queryKey: pageKeys.revision(id, revision),
    queryFn: ({ signal }) => getRevision(id, revision, signal),
    enabled: id > 0 && revision > 0,
  });

export const useRevision = (id: number, revision: number) => useQuery(revisionQuery(id, revision));
