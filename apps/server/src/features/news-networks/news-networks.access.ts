import { GROUPS, isAllowed, type Principal } from "@bastion/shared";

// Who may do what with a news network (spec §6: ownership is checked on the server). Everyone else
// gets a 404, so the ids of other accounts' networks cannot be probed.

type Caller = Principal & { id: number };

/** The account that made a network reads, edits and deletes it. */
export const isOwner = (user: Caller, network: { owner_id: number }) => network.owner_id === user.id;

/** The owner group may also inspect anyone's network (moderation), never change it through these routes. */
export const canInspect = (user: Caller, network: { owner_id: number }) =>
  isOwner(user, network) || isAllowed(user, { group: GROUPS.owner });

/**
 * Whether a feed request may read a locked network: the server id decides when the network has
 * one (it takes priority, spec §5), otherwise `?un=` must name an allowed player, in any case.
 */
export function feedAllows(
  network: { is_locked: boolean; server_id: string | null; allowed_usernames: readonly string[] },
  query: { un?: string; server?: string },
): boolean {
  if (!network.is_locked) return true;
  if (network.server_id) return query.server?.trim() === network.server_id;
  const player = query.un?.trim().toLowerCase();
  return Boolean(player) && network.allowed_usernames.some((name) => name.toLowerCase() === player);
}
