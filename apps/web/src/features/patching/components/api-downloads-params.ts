import type { PatchDownloadsQuery } from "@bastion/shared";

const id = (value: string | null) => {
  const number = Number(value ?? "");
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
};

/** The record's filters and page from the URL; anything odd is left out. */
export function readDownloadsParams(params: URLSearchParams): PatchDownloadsQuery {
  return { key: id(params.get("key")), target: id(params.get("target")), page: id(params.get("page")) ?? 1 };
}

export function downloadsSearch(query: PatchDownloadsQuery): string {
  const params = new URLSearchParams();
  if (query.key) params.set("key", String(query.key));
  if (query.target) params.set("target", String(query.target));
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
