import type { PeopleParams } from "../api/keys";

const MAX_PAGE = 1_000_000;

/** The people table's state from the URL; anything odd falls back to the start. */
export function readPeopleParams(params: URLSearchParams): PeopleParams {
  const page = Number(params.get("page") ?? "1");
  return {
    search: (params.get("search") ?? "").trim().slice(0, 254),
    group: params.get("group") ?? "",
    unverified: params.get("unverified") === "true",
    deactivated: params.get("deactivated") === "true",
    page: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL query of a state, leaving out the defaults. */
export function peopleSearch(params: PeopleParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set("search", params.search);
  if (params.group) query.set("group", params.group);
  if (params.unverified) query.set("unverified", "true");
  if (params.deactivated) query.set("deactivated", "true");
  if (params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
