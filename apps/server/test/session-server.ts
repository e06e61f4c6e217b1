import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for Mojang's session server on loopback, speaking the two calls of online mode:
// the client's POST /session/minecraft/join (it is about to join the server whose hash is serverId)
// and the server's GET /session/minecraft/hasJoined (did this name join that serverId?).

export interface SessionPlayer {
  /** The profile's id as Mojang writes it: 32 hex digits, no dashes. */
  id: string;
  /** The name as Mojang spells it. */
  name: string;
  /** A made-up token the stand-in accepts from this player's client. */
  accessToken: string;
}

export interface RecordedJoin {
  accessToken: string;
  selectedProfile: string;
  serverId: string;
}

export interface SessionServer {
  /** Base URL, as LinkServerOptions.sessionServer and minecraft-protocol's sessionServer option take it. */
  url: string;
  /** Registers a player whose client may join; the id is random unless given. */
  addPlayer(name: string, id?: string): SessionPlayer;
  /** Every join the stand-in accepted, in order. */
  readonly joins: RecordedJoin[];
  /** Every hasJoined question, in order. */
  readonly questions: { username: string; serverId: string }[];
  /** How hasJoined answers: as Mojang does, with a 500, or never (the request hangs until close). */
  hasJoined: "answer" | "error" | "hang";
  close(): Promise<void>;
}

export async function startSessionServer(): Promise<SessionServer> {
  const players = new Map<string, SessionPlayer>();
  const joins: RecordedJoin[] = [];
  const questions: { username: string; serverId: string }[] = [];
  const hanging = new Set<ServerResponse>();

  const send = (response: ServerResponse, status: number, body?: object) => {
    response.writeHead(status, body ? { "content-type": "application/json" } : {});
    response.end(body ? JSON.stringify(body) : undefined);
  };

  const join = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Partial<RecordedJoin>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return send(response, 400, { error: "IllegalArgumentException", errorMessage: "Bad JSON" });
    }
    const player = players.get(String(body.selectedProfile));
    if (!player || player.accessToken !== body.accessToken || typeof body.serverId !== "string") {
      return send(response, 403, { error: "ForbiddenOperationException", errorMessage: "Invalid token" });
    }
    joins.push({ accessToken: player.accessToken, selectedProfile: player.id, serverId: body.serverId });
    send(response, 204);
  };

  const hasJoined = (url: URL, response: ServerResponse) => {
    const username = url.searchParams.get("username") ?? "";
    const serverId = url.searchParams.get("serverId") ?? "";
    questions.push({ username, serverId });
    if (stand.hasJoined === "hang") return void hanging.add(response);
    if (stand.hasJoined === "error") return send(response, 500, { error: "InternalError" });
    const joined = joins.find(
      (recorded) =>
        recorded.serverId === serverId &&
        players.get(recorded.selectedProfile)?.name.toLowerCase() === username.toLowerCase(),
    );
    const player = joined && players.get(joined.selectedProfile);
    if (!player) return send(response, 204);
    send(response, 200, { id: player.id, name: player.name, properties: [] });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (request.method === "POST" && url.pathname === "/session/minecraft/join") return void join(request, response);
    if (request.method === "GET" && url.pathname === "/session/minecraft/hasJoined") return hasJoined(url, response);
    send(response, 404, { error: "Not Found" });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  const stand: SessionServer = {
    url: `http://127.0.0.1:${port}`,
    addPlayer(name, id = randomBytes(16).toString("hex")) {
      const player = { id, name, accessToken: randomBytes(24).toString("base64url") };
      players.set(id, player);
      return player;
    },
    joins,
    questions,
    hasJoined: "answer",
    close: () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return stand;
}
