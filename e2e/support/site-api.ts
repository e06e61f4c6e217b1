import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, request } from "@playwright/test";
import { type E2EUser, manage } from "./accounts";

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
    async post<T>(path: string, data?: unknown): Promise<T> {
      const response = await context.post(path, { data, headers });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
    /** A multipart form, its fields in the order given (the server may read text fields before a file). */
    async upload<T>(
      path: string,
      multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
    ) {
      const response = await context.post(path, { multipart, headers });
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

/** A client from apiClient or apiAs. */
export type SiteApi = Awaited<ReturnType<typeof apiClient>>;

/**
 * Waits until the site says it has an owner. The server reuses its "no owner yet" answer for up to
 * 5 s (setup.service.ts): a round that loads the app sooner after the server started (or the owner
 * was set up) would show the setup banner, and /setup/ its form.
 */
export async function untilSiteHasOwner(baseURL: string) {
  const visitor = await request.newContext({ baseURL });
  await expect
    .poll(
      async () => ((await (await visitor.get("/api/site-config/")).json()) as { needs_setup: boolean }).needs_setup,
      { timeout: 10_000 },
    )
    .toBe(false);
  await visitor.dispose();
}
