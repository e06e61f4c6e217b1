import { exampleNetworkForm } from "@bastion/shared/testing";
import { createUser, type E2EUser } from "./accounts";
import { apiAs, apiClient } from "./site-api";
import {
  seedAnnouncements,
  seedAppeals,
  seedContactMessages,
  seedDownloads,
  seedPages,
  seedPatching,
  seedPunishments,
} from "./site-contents";

// The specs' one way to call the API and store punishments lives in site-api.ts; it is reachable from here too.
export { apiAs, apiClient, importPunishments, punishmentRecord } from "./site-api";

/**
 * A site with every kind of thing its pages can show (issue 34): the rounds check pages filled, as
 * people see them, and a person who has nothing (the owner's own appeals, the player's news
 * networks) sees the empty lists. Names are unique to the run; see site-contents.ts for each part.
 */
export interface SiteFixtures {
  owner: E2EUser;
  /** Signed in, no group: appeals (open and closed), comments, a filled-in profile, no news network. */
  player: E2EUser;
  /** The downloads group: reads downloads without modifying them. */
  member: E2EUser;
  /** The patching group. */
  patcher: E2EUser;
  punishmentId: number;
  banPlayer: string;
  kickId: number;
  kickPlayer: string;
  /** The newest announcement, with comments by the player and the owner. */
  announcementId: number;
  announcementTitle: string;
  /** An announcement nobody has commented on. */
  quietAnnouncementId: number;
  quietAnnouncementTitle: string;
  /** The player's open appeal of the ban, commented on by both. */
  appealId: number;
  /** The player's open appeal of the mute, beside the member's (so an administrator sees another open appeal). */
  muteAppealId: number;
  mutePlayer: string;
  /** The player's appeal of the warning, closed as approved. */
  closedAppealId: number;
  warningPlayer: string;
  /** A target with an older patch and the current one (olderVersion); and one with none. */
  patchTarget: string;
  olderVersion: string;
  emptyTarget: string;
  /** A folder with a file, a subfolder with a file and an empty subfolder; and an empty folder. */
  downloadsFolder: string;
  downloadsFile: string;
  subfolder: string;
  emptySubfolder: string;
  emptyFolder: string;
  newsNetworkId: number;
  newsNetworkName: string;
  playerId: number;
  memberId: number;
  /** A deactivated account (its person page offers reactivation). */
  idle: E2EUser;
  idleId: number;
  /** A live API key (used once, so API Downloads lists a download) and a revoked one. */
  apiKeyName: string;
  revokedKeyName: string;
  /** The sender of the contact message already read (the other is unread: "New"). */
  readMessageSender: string;
  /** Registered through the API and not verified yet: a verify link for it can fail. */
  newcomer: string;
  /** A published custom page for everyone, edited once; its first revision. */
  pageId: number;
  pageSlug: string;
  pageTitle: string;
  pageRevisionId: number;
  /** A published custom page for the downloads group only. */
  groupPageSlug: string;
  groupPageTitle: string;
}

/** Seeds the community through the real CLI and API. */
export async function seedSite(baseURL: string): Promise<SiteFixtures> {
  const tag = `Px${Date.now().toString(36)}`;
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const player = createUser({ prefix: "player" });
  const member = createUser({ prefix: "member", groups: ["downloads"] });
  const patcher = createUser({ prefix: "patcher", groups: ["patching"] });
  const idle = createUser({ prefix: "idle" });
  const records = await seedPunishments(baseURL, tag);

  const staff = await apiAs(baseURL, owner);
  const announcements = await seedAnnouncements(staff, tag);
  const patching = await seedPatching(baseURL, staff, tag);
  const downloads = await seedDownloads(staff, tag);
  const pages = await seedPages(staff, tag);
  const newsNetworkName = `Colony Times ${tag}`;
  const { news_id: newsNetworkId } = await staff.post<{ news_id: number }>(
    "/mc2/api/news/create/",
    exampleNetworkForm({
      network_name_on_website: newsNetworkName,
      network_name: newsNetworkName,
      network_name_short: "CTN",
    }),
  );
  const personId = async (user: E2EUser) => {
    const { people } = await staff.get<{ people: { id: number; username: string }[] }>(
      `/admin/api/people/?search=${user.username}`,
    );
    const id = people.find((person) => person.username === user.username)?.id;
    if (id === undefined) throw new Error(`${user.username} is not in the people list`);
    return id;
  };
  const [playerId, memberId, idleId] = [await personId(player), await personId(member), await personId(idle)];
  await staff.post(`/admin/api/people/${idleId}/deactivate/`);

  const appeals = await seedAppeals(baseURL, { staff, player, member }, records, announcements.announcementId);
  const readMessageSender = await seedContactMessages(baseURL, staff, tag);
  await staff.context.dispose();

  const newcomer = `new${tag.toLowerCase()}`;
  const registrar = await apiClient(baseURL);
  await registrar.post("/users/api/register/", {
    username: newcomer,
    email: `${newcomer}@example.test`,
    password1: "a-long-and-unguessable-passphrase",
    password2: "a-long-and-unguessable-passphrase",
  });
  await registrar.context.dispose();

  return {
    owner,
    player,
    member,
    patcher,
    idle,
    ...records,
    ...announcements,
    ...appeals,
    ...patching,
    ...downloads,
    ...pages,
    newsNetworkId,
    newsNetworkName,
    playerId,
    memberId,
    idleId,
    readMessageSender,
    newcomer,
  };
}
