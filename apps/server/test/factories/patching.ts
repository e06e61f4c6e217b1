import { createHash } from "node:crypto";
import type { Db } from "../../src/db/database";
import { createApiKey, revokeApiKey } from "../../src/features/api-keys/api-keys.service";
import { CLI_ACTOR } from "../../src/features/audit/audit.service";
import type { TestClient } from "../app";
import { uploadBody } from "./downloads";

let keyCounter = 0;

export const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** A live API key with the given scopes, made as the CLI makes one; `revoked` revokes it at once. */
export async function buildApiKey(db: Db, scopes: string[], options: { revoked?: boolean; name?: string } = {}) {
  keyCounter += 1;
  const created = await createApiKey(db, { name: options.name ?? `game-server-${keyCounter}`, scopes }, CLI_ACTOR);
  if (options.revoked) await revokeApiKey(db, { id: created.id }, CLI_ACTOR);
  return { id: created.id, name: created.name, key: created.key, authorization: `Bearer ${created.key}` };
}

/** The multipart body of a publish: the text fields first (`filesFirst`: last), and the file (field "file"). */
export function publishBody(
  fields: { version?: string; notes?: string; make_current?: string },
  file?: { filename: string; data: Buffer | string },
  options: { filesFirst?: boolean } = {},
) {
  const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  return uploadBody(sent, file ? [{ ...file, field: "file" }] : [], options);
}

/** Creates a target through the API as a patching member would; returns its id. */
export async function createTarget(client: TestClient, name: string): Promise<number> {
  const response = await client.post("/patching/api/targets/", { name });
  if (response.statusCode !== 201) throw new Error(`target ${name}: ${response.statusCode} ${response.body}`);
  return response.json<{ target: { id: number } }>().target.id;
}

/** Publishes a patch through the API; returns its id. */
export async function publish(
  client: TestClient,
  targetId: number,
  version: string,
  data: Buffer | string,
  options: { makeCurrent?: boolean; filename?: string; notes?: string } = {},
): Promise<number> {
  const { payload, headers } = publishBody(
    { version, notes: options.notes ?? "", make_current: options.makeCurrent ? "true" : "false" },
    { filename: options.filename ?? `plugin-${version}.jar`, data },
  );
  const response = await client.request({
    method: "POST",
    url: `/patching/api/targets/${targetId}/patches/`,
    payload,
    headers,
  });
  if (response.statusCode !== 201) throw new Error(`publish ${version}: ${response.statusCode} ${response.body}`);
  return response.json<{ patch: { id: number } }>().patch.id;
}
