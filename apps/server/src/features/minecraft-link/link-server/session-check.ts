import type { VerifiedPlayer } from "./types";

// The server side of online mode: after the client told the session server it joins "serverHash",
// we ask whether it did. 200 with the profile: it did, and the profile is the truth (name and uuid);
// 204 (or 404): it did not; anything else, or no answer in time, says nothing about the player.

export type SessionAnswer =
  | { kind: "verified"; player: VerifiedPlayer }
  | { kind: "not-authenticated" }
  | { kind: "unavailable"; detail: string };

/** A profile answer is a few hundred bytes (a textures property); more is not the session server. */
const MAX_ANSWER_BYTES = 64 * 1024;

export async function checkJoin(
  sessionServer: string,
  claimedName: string,
  hash: string,
  signal: AbortSignal,
): Promise<SessionAnswer> {
  const query = new URLSearchParams({ username: claimedName, serverId: hash });
  const url = `${sessionServer.replace(/\/+$/, "")}/session/minecraft/hasJoined?${query}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: "application/json" }, signal, redirect: "error" });
  } catch (error) {
    return { kind: "unavailable", detail: error instanceof Error ? error.message : String(error) };
  }
  if (response.status === 204 || response.status === 404) {
    await response.body?.cancel();
    return { kind: "not-authenticated" };
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    return { kind: "unavailable", detail: `answered ${response.status}` };
  }
  try {
    const player = profile(JSON.parse(await readCapped(response)));
    return player
      ? { kind: "verified", player }
      : { kind: "unavailable", detail: "answered a profile without id or name" };
  } catch (error) {
    return { kind: "unavailable", detail: error instanceof Error ? error.message : String(error) };
  }
}

function profile(body: unknown): VerifiedPlayer | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { id, name } = body as { id?: unknown; name?: unknown };
  if (typeof id !== "string" || !/^[0-9a-f]{32}$/i.test(id)) return undefined;
  if (typeof name !== "string" || !/^\w{1,16}$/.test(name)) return undefined;
  const hex = id.toLowerCase();
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { uuid, name };
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) throw new Error(`answered over ${MAX_ANSWER_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
