import { PLAYER_NAME_MAX, PUNISHMENT_TYPE_FILTERS, type PunishmentTypeFilter } from "@bastion/shared";
import type { ListParams } from "../api/keys";

const MAX_PAGE = 1_000_000_000;

const isTypeFilter = (value: string | null): value is PunishmentTypeFilter =>
  PUNISHMENT_TYPE_FILTERS.includes(value as PunishmentTypeFilter);

/** The list's state from the URL (?search=&type=&page=); anything odd falls back to the start state. */
export function readListParams(params: URLSearchParams): ListParams {
  const type = params.get("type");
  const page = Number(params.get("page") ?? "1");
  return {
    type: isTypeFilter(type) ? type : "All",
    search: (params.get("search") ?? "").trim().slice(0, PLAYER_NAME_MAX),
    page: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL query of a list state, leaving out the defaults so /punished/ stays clean. */
export function listSearch(params: ListParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set("search", params.search);
  if (params.type !== "All") query.set("type", params.type);
  if (params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
