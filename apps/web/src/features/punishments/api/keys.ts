import type { PunishmentTypeFilter } from "@bastion/shared";

/** Every punishments query lives under this key. */
export const PUNISHMENTS_KEY = ["punishments"] as const;

export interface ListParams {
  type: PunishmentTypeFilter;
  search: string;
  page: number;
}

export const punishmentKeys = {
  list: (params: ListParams) => [...PUNISHMENTS_KEY, "list", params] as const,
  detail: (id: number) => [...PUNISHMENTS_KEY, "detail", id] as const,
  ownAppeal: (id: number) => [...PUNISHMENTS_KEY, "own-appeal", id] as const,
};
