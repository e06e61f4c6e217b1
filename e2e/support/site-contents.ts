import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PATCH_FILE_FIELD } from "@bastion/shared";
import { expect, request } from "@playwright/test";
import { type E2EUser, e2eDataDir } from "./accounts";
import { apiAs, apiClient, importPunishments, punishmentRecord, type SiteApi, untilSiteHasOwner } from "./site-api";

// The parts of seedSite (site-fixtures.ts), one kind of content each, through the real API and CLI.

/** The four types, active and not, permanent and timed: every badge and "Until" the lists show. */
export async function seedPunishments(baseURL: string, tag: string) {
  const names = { Ban: `${tag}Griefer`, Kick: `${tag}Afk`, Mute: `${tag}Chatty`, Warning: `${tag}Rude` };
  const record = (type: keyof typeof names, reason: string, until: string | null, isActive: boolean) =>
    punishmentRecord({ id: `${tag}-${type}`, type, player: names[type], reason, until, is_active: isActive });
  importPunishments([
    record("Ban", "Griefing the spawn with lava", null, true),
    record("Kick", "AFK in the arena queue", "2026-11-01T12:00:00Z", false),
    record("Mute", "Spamming the market channel", "2099-01-01T00:00:00Z", true),
    record("Warning", "Rude to a new player", null, false),
  ]);

  await untilSiteHasOwner(baseURL);
  const visitor = await request.newContext({ baseURL });
  const idOf = async (type: string) => {
    const response = await visitor.get(
      `/punished/api/punished-players/?punishment_type=${type}&search_query=${tag}&page=1`,
    );
    const first = ((await response.json()) as { punishments: { id: number }[] }).punishments[0];
    if (!first) throw new Error(`no ${type} was imported`);
    return first.id;
  };
  const [punishmentId, kickId] = [await idOf("Ban"), await idOf("Kick")];
  await visitor.dispose();
  return {
    punishmentId,
    banPlayer: names.Ban,
    kickId,
    kickPlayer: names.Kick,
    mutePlayer: names.Mute,
    warningPlayer: names.Warning,
  };
}

/** A quiet announcement, then the newest one (which the home page and the comments use). */
export async function seedAnnouncements(staff: SiteApi, tag: string) {
  const create = (title: string, introduction: string) =>
    staff.post<{ announcement_id: number }>("/announcements/api/create/", {
      title,
      introduction,
      content:
        "<h2>What changes</h2><p>Everything <strong>new</strong>, see <a href='https://example.org/'>the wiki</a>.</p>",
    });
  const quietAnnouncementTitle = `Maintenance window ${tag}`;
  const quiet = await create(quietAnnouncementTitle, "The server restarts on Sunday at 6 in the morning.");
  const announcementTitle = `Season 7 opens ${tag}`;
  const main = await create(announcementTitle, "A new map, new ranks and a fresh economy.");
  await staff.post("/announcements/api/comment/post/", {
    announcement_id: main.announcement_id,
    comment: "Ask here if anything is unclear.",
  });
  return {
    announcementId: main.announcement_id,
    announcementTitle,
    quietAnnouncementId: quiet.announcement_id,
    quietAnnouncementTitle,
  };
}

/**
 * Custom pages (issue 30): a published page for everyone, edited once (two revisions), and a
 * published page for the downloads group only.
 */
export async function seedPages(staff: SiteApi, tag: string) {
  const slug = `rules-${tag.toLowerCase()}`;
  const form = {
    title: `Server rules ${tag}`,
    slug,
    content: "<h2>Building</h2><p>Ask before you build near spawn. <strong>No griefing.</strong></p>",
    visibility: "everyone",
    groups: [],
    published: true,
  };
  const { page } = await staff.post<{ page: { id: number } }>("/admin/api/pages/", form);
  await staff.post(`/admin/api/pages/${page.id}/`, { ...form, content: `${form.content}<p>Be kind in chat.</p>` });
  const { revisions } = await staff.get<{ revisions: { id: number }[] }>(`/admin/api/pages/${page.id}/revisions/`);
  const groupPageTitle = `Mod pack notes ${tag}`;
  const groupPageSlug = `mod-notes-${tag.toLowerCase()}`;
  await staff.post("/admin/api/pages/", {
    ...form,
    title: groupPageTitle,
    slug: groupPageSlug,
    visibility: "groups",
    groups: ["downloads"],
  });
  return {
    pageId: page.id,
    pageSlug: slug,
    pageTitle: form.title,
    pageRevisionId: revisions.at(-1)?.id ?? 0,
    groupPageSlug,
    groupPageTitle,
  };
}

/**
 * A target with two patches (the newer current) and one with none; a live key that has fetched the
 * current patch (API Downloads lists it) and a revoked key.
 */
export async function seedPatching(baseURL: string, staff: SiteApi, tag: string) {
  const { target } = await staff.post<{ target: { id: number; name: string } }>("/patching/api/targets/", {
    name: `srv-${tag.toLowerCase()}`,
  });
  const { target: empty } = await staff.post<{ target: { name: string } }>("/patching/api/targets/", {
    name: `lobby-${tag.toLowerCase()}`,
  });
  const olderVersion = "1.0";
  for (const [version, notes] of [
    [olderVersion, "First release."],
    ["1.1", "Fixes the spawn protection."],
  ] as const) {
    await staff.upload(`/patching/api/targets/${target.id}/patches/`, {
      version,
      notes,
      make_current: "true",
      [PATCH_FILE_FIELD]: {
        name: `plugin-${version}.jar`,
        mimeType: "application/java-archive",
        buffer: Buffer.from(`plugin ${version}`),
      },
    });
  }

  const createKey = (name: string) =>
    staff.post<{ key: string; api_key: { id: number } }>("/api/keys/api/create/", { name, scopes: ["patches:read"] });
  const apiKeyName = `Survival ${tag}`;
  const revokedKeyName = `Old lobby ${tag}`;
  const { key } = await createKey(apiKeyName);
  const revoked = await createKey(revokedKeyName);
  await staff.post(`/api/keys/api/revoke/${revoked.api_key.id}/`);
  const gameServer = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
  const current = await gameServer.get(`/api/v1/patches/${target.name}/current/`);
  expect(current.ok(), await current.text()).toBe(true);
  const { download_url } = (await current.json()) as { download_url: string };
  expect((await gameServer.get(download_url)).ok()).toBe(true);
  await gameServer.dispose();
  return { patchTarget: target.name, olderVersion, emptyTarget: empty.name, apiKeyName, revokedKeyName };
}

/** A folder with a file, a subfolder with a file and an empty subfolder; and an empty folder. */
export async function seedDownloads(staff: SiteApi, tag: string) {
  const create = async (name: string) =>
    (await staff.post<{ folder_name: string }>("/files/api/create/folder/", { folder_name: name })).folder_name;
  const downloadsFolder = await create(`Packs ${tag}`);
  const emptyFolder = await create(`Empty ${tag}`);
  // Files are put on disk as an owner copying them in would; the site lists what is there.
  const folder = join(e2eDataDir, "downloads", downloadsFolder);
  const subfolder = "Resource packs";
  const emptySubfolder = "Coming later";
  mkdirSync(join(folder, subfolder), { recursive: true });
  mkdirSync(join(folder, emptySubfolder), { recursive: true });
  const downloadsFile = "server.properties";
  writeFileSync(join(folder, downloadsFile), "motd=Welcome\n");
  writeFileSync(join(folder, subfolder, "faithful-32x.zip"), "not really a zip\n");
  return { downloadsFolder, downloadsFile, subfolder, emptySubfolder, emptyFolder };
}

interface People {
  staff: SiteApi;
  player: E2EUser;
  member: E2EUser;
}

/**
 * The player's appeals: the ban (open, commented on by both), the mute (open, as is the member's),
 * the warning (closed as approved); and the member's appeal of the warning, closed as denied. The
 * player comments on the announcement and fills in their profile.
 */
export async function seedAppeals(
  baseURL: string,
  { staff, player, member }: People,
  names: { banPlayer: string; mutePlayer: string; warningPlayer: string },
  announcementId: number,
) {
  const appeal = async (api: SiteApi, playerName: string, type: string, message: string) => {
    const verified = await api.post<{ id: number }>("/punished/api/appeal/verify/", {
      player_name: playerName,
      punishment_type: type,
    });
    const created = await api.post<{ appeal_id: number }>("/punished/api/appeal/create/", {
      punishment_id: verified.id,
      appeal_message: message,
    });
    return created.appeal_id;
  };
  const comment = (api: SiteApi, appealId: number, text: string) =>
    api.post("/punished/api/appeal/inspect/comment/post/", { appeal_id: appealId, comment: text });
  const close = (appealId: number, status: "Approved" | "Denied") =>
    staff.post(`/punished/api/appeal/inspect/${appealId}/modify/`, { status, is_opened: false });

  const appellant = await apiAs(baseURL, player);
  const appealId = await appeal(
    appellant,
    names.banPlayer,
    "Ban",
    "It was not me: my brother used my account that day.",
  );
  const muteAppealId = await appeal(appellant, names.mutePlayer, "Mute", "I was answering questions, not spamming.");
  const closedAppealId = await appeal(appellant, names.warningPlayer, "Warning", "I apologised the same day.");
  await comment(appellant, appealId, "I can send a screenshot of the chat if it helps.");
  await appellant.post("/announcements/api/comment/post/", {
    announcement_id: announcementId,
    comment: "Will the old map stay online?",
  });
  await appellant.post("/users/api/user-profile/edit/", {
    minecraft_username: "Alex_Builds",
    discord_username: "alex.builds",
    about_me: "Builder of bridges.\nMostly on the survival server.",
  });
  await appellant.context.dispose();

  const other = await apiAs(baseURL, member);
  await appeal(other, names.mutePlayer, "Mute", "Same mute, same story: I was helping.");
  const deniedId = await appeal(other, names.warningPlayer, "Warning", "Not me either.");
  await other.context.dispose();

  await comment(staff, appealId, "We are looking at the logs.");
  await close(closedAppealId, "Approved");
  await close(deniedId, "Denied");
  return { appealId, muteAppealId, closedAppealId };
}

/**
 * Two contact messages: the owner has read one, the other is new. Returns the read one's sender.
 * Messages are rate-limited by client address (5 an hour) and every spec file's seeding shares one:
 * two messages are sent once a server, and a later seeding puts the same two in those states.
 */
export async function seedContactMessages(baseURL: string, staff: SiteApi, tag: string) {
  type Inbox = { messages: { id: number; name: string }[] };
  let { messages } = await staff.get<Inbox>("/admin/api/contact/");
  if (messages.length < 2) {
    const visitor = await apiClient(baseURL);
    const sent: [string, string][] = [
      [`Robin${tag}`, "Is the server whitelisted? I would like to join with my friends."],
      [`Sam${tag}`, "My appeal has been pending for a week, could someone look at it?"],
    ];
    for (const [name, message] of sent.slice(messages.length)) {
      await visitor.post("/core/contact-us/", { name, email: `${name.toLowerCase()}@example.test`, message });
    }
    await visitor.context.dispose();
    ({ messages } = await staff.get<Inbox>("/admin/api/contact/"));
  }
  const [read, unread] = messages;
  if (!read || !unread) throw new Error("the inbox does not have the two messages just sent");
  await staff.post(`/admin/api/contact/${read.id}/read/`, { read: true });
  await staff.post(`/admin/api/contact/${unread.id}/read/`, { read: false });
  return read.name;
}
