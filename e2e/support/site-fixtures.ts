import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exampleNetworkForm } from "@bastion/shared/testing";
import { type APIRequestContext, expect, request } from "@playwright/test";
import { createUser, type E2EUser, e2eDataDir, manage } from "./accounts";

/**
 * What the page list needs to reach every page: a punishment, a kick, an announcement, an appeal,
 * a patch target, a downloads folder with a file, the owner's news network and the player's id.
 */
export interface SiteFixtures {
  owner: E2EUser;
  player: E2EUser;
  punishmentId: number;
  banPlayer: string;
  kickId: number;
  kickPlayer: string;
  announcementId: number;
  announcementTitle: string;
  appealId: number;
  patchTarget: string;
  downloadsFolder: string;
  newsNetworkId: number;
  newsNetworkName: string;
  playerId: number;
  /** Registered through the API and not verified yet: a verify link for it can fail. */
  newcomer: string;
}

/** An API client of its own (its own cookies), with the CSRF headers of every call; signed out. */
export async function apiClient(baseURL: string) {
  const context: APIRequestContext = await request.newContext({ baseURL });
  const { csrf_token } = (await (await context.get("/api/get_csrf_token/")).json()) as { csrf_token: string };
  const xsrf = (await context.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const headers = { "X-CSRFToken": csrf_token, "X-XSRF-TOKEN": xsrf };
  return {
    context,
    async get<T>(path: string): Promise<T> {
      const response = await context.get(path, { headers });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await context.post(path, { data, headers });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}

/** A signed-in API client of its own (see apiClient). */
export async function apiAs(baseURL: string, user: E2EUser) {
  const client = await apiClient(baseURL);
  await client.post("/users/api/login/", { email: user.email, password: user.password });
  return client;
}

/** A punishment in the import format: ModAlex's permanent, active ban from the console on 1 November, with `fields` laid over it. */
export function punishmentRecord(fields: { player: string } & Record<string, unknown>) {
  return {
    type: "Ban",
    player_uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
    reason: "Griefing",
    actioned_by: "ModAlex",
    actioned_by_uuid: "CONSOLE",
    date: "2026-11-01T12:00:00Z",
    until: null,
    is_active: true,
    ...fields,
  };
}

/** Stores punishments through the real import-punishments command. */
export function importPunishments(rows: object[]) {
  const file = join(mkdtempSync(join(tmpdir(), "bastion-pages-e2e-")), "punishments.json");
  writeFileSync(file, JSON.stringify(rows));
  manage("import-punishments", file);
}

/** The subfolder of the seeded downloads folder. */
export const DOWNLOADS_SUBFOLDER = "Datapacks";

/** Seeds a small community through the real CLI and API, with names unique to this run. */
export async function seedSite(baseURL: string): Promise<SiteFixtures> {
  const tag = `Px${Date.now().toString(36)}`;
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const player = createUser({ prefix: "player" });
  const punishment = (type: string, player: string, reason: string) =>
    punishmentRecord({
      id: `${tag}-${type}`,
      type,
      player,
      reason,
      until: type === "Kick" ? "2026-11-01T12:00:00Z" : null,
      is_active: type !== "Kick",
    });
  importPunishments([
    punishment("Ban", `${tag}Griefer`, "Griefing the spawn with lava"),
    punishment("Kick", `${tag}Afk`, "AFK in the arena queue"),
  ]);

  const visitor = await request.newContext({ baseURL });
  // The server reuses its "no owner yet" answer for up to 5 s (setup.service.ts): a round that loads
  // the app sooner after the server started would show the setup banner, and /setup/ its form.
  await expect
    .poll(
      async () => ((await (await visitor.get("/api/site-config/")).json()) as { needs_setup: boolean }).needs_setup,
      {
        timeout: 10_000,
      },
    )
    .toBe(false);
  const list = async (type: string) => {
    const response = await visitor.get(
      `/punished/api/punished-players/?punishment_type=${type}&search_query=${tag}&page=1`,
    );
    const body = (await response.json()) as { punishments: { id: number }[] };
    const first = body.punishments[0];
    if (!first) throw new Error(`no ${type} was imported`);
    return first.id;
  };
  const punishmentId = await list("Ban");
  const kickId = await list("Kick");
  await visitor.dispose();

  const announcementTitle = `Season 7 opens ${tag}`;
  const staff = await apiAs(baseURL, owner);
  const { announcement_id: announcementId } = await staff.post<{ announcement_id: number }>(
    "/announcements/api/create/",
    {
      title: announcementTitle,
      introduction: "A new map, new ranks and a fresh economy.",
      content: "<h2>What changes</h2><p>Everything <strong>new</strong>.</p>",
    },
  );
  const { target } = await staff.post<{ target: { name: string } }>("/patching/api/targets/", {
    name: `srv-${tag.toLowerCase()}`,
  });
  const { folder_name: downloadsFolder } = await staff.post<{ folder_name: string }>("/files/api/create/folder/", {
    folder_name: `Packs ${tag}`,
  });
  // A file in it, so that the folder's table is shown (and checked) rather than its empty text, and
  // a subfolder with a file, for the subfolder's own page.
  mkdirSync(join(e2eDataDir, "downloads", downloadsFolder, DOWNLOADS_SUBFOLDER), { recursive: true });
  writeFileSync(join(e2eDataDir, "downloads", downloadsFolder, "server.properties"), "motd=Welcome\n");
  writeFileSync(join(e2eDataDir, "downloads", downloadsFolder, DOWNLOADS_SUBFOLDER, "terrain.json"), "{}\n");
  const newsNetworkName = `Colony Times ${tag}`;
  const { news_id: newsNetworkId } = await staff.post<{ news_id: number }>(
    "/mc2/api/news/create/",
    exampleNetworkForm({
      network_name_on_website: newsNetworkName,
      network_name: newsNetworkName,
      network_name_short: "CTN",
    }),
  );
  const people = await staff.get<{ people: { id: number; username: string }[] }>(
    `/admin/api/people/?search=${player.username}`,
  );
  const playerId = people.people.find((person) => person.username === player.username)?.id;
  if (playerId === undefined) throw new Error(`${player.username} is not in the people list`);
  await staff.context.dispose();

  const appellant = await apiAs(baseURL, player);
  const verified = await appellant.post<{ id: number }>("/punished/api/appeal/verify/", {
    player_name: `${tag}Griefer`,
    punishment_type: "Ban",
  });
  const { appeal_id: appealId } = await appellant.post<{ appeal_id: number }>("/punished/api/appeal/create/", {
    punishment_id: verified.id,
    appeal_message: "It was not me: my brother used my account that day.",
  });
  await appellant.context.dispose();

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
    punishmentId,
    banPlayer: `${tag}Griefer`,
    kickId,
    kickPlayer: `${tag}Afk`,
    announcementId,
    announcementTitle,
    appealId,
    patchTarget: target.name,
    downloadsFolder,
    newsNetworkId,
    newsNetworkName,
    playerId,
    newcomer,
  };
}
