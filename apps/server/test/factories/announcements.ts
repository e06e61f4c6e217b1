import { PERMISSIONS } from "@bastion/shared";
import type { Db } from "../../src/db/database";
import { create } from "../../src/features/announcements/announcements.service";
import { buildUser, type TestApp, TestClient } from "../app";

export const form = (overrides: Partial<Record<"title" | "introduction" | "content", string>> = {}) => ({
  title: "Season 5 starts Friday",
  introduction: "A new map, new ranks and a fresh economy.",
  content: "<h2>What changes</h2><p>Everything <strong>new</strong>.</p>",
  ...overrides,
});

export type ActorName = "anonymous" | "plain" | "create" | "edit" | "delete" | "owner";

export interface Actor {
  name: ActorName;
  id: number | null;
  client: TestClient;
}

/** Anonymous, a plain user, each announcements permission alone, and the owner: signed-in clients. */
export async function buildActors(t: TestApp): Promise<Record<ActorName, Actor>> {
  const specs: [ActorName, { groups?: string[]; permissions?: string[] }][] = [
    ["plain", {}],
    ["create", { permissions: [PERMISSIONS.announcementsCreate] }],
    ["edit", { permissions: [PERMISSIONS.announcementsEdit] }],
    ["delete", { permissions: [PERMISSIONS.announcementsDelete] }],
    ["owner", { groups: ["owner"] }],
  ];
  const actors = { anonymous: { name: "anonymous", id: null, client: new TestClient(t.app) } } as Record<
    ActorName,
    Actor
  >;
  for (const [name, access] of specs) {
    const user = await buildUser(t.db, access);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    actors[name] = { name, id: user.id, client };
  }
  return actors;
}

/** Creates an announcement as the given (allowed) client and returns its id. */
export async function createAnnouncement(client: TestClient, overrides: Parameters<typeof form>[0] = {}) {
  const response = await client.post("/announcements/api/create/", form(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ announcement_id: number }>().announcement_id;
}

/** An announcement written through the service by `author` (an owner), as from the editor; its id. */
export function writeAnnouncement(
  db: Db,
  author: { id: number; username: string },
  overrides: Parameters<typeof form>[0] = {},
): Promise<number> {
  return create(
    db,
    {
      ...author,
      profile_img: null,
      groups: ["owner"],
      permissions: [],
      sessionIdHash: "",
      confirmedAt: "",
      ip: "127.0.0.1",
      locale: null,
    },
    { ...form(overrides), "g-recaptcha-response": "" },
  );
}
