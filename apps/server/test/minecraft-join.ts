import { type Client, type ClientOptions, createClient } from "minecraft-protocol";
import type { SessionPlayer } from "./session-server";

// A player's game joining a server, with minecraft-protocol: signed in with the session server's
// stand-in (online mode), or not at all (offline mode). Resolves with the kick message's text.

export interface JoinAs {
  version: string;
  /** Signed in with the stand-in; without one the client never asks the session server (offline mode). */
  player?: SessionPlayer;
  sessionServer: string;
}

export function joinAndReadKick(port: number, as: JoinAs): Promise<string> {
  const username = as.player?.name ?? "Offline_Player";
  return new Promise((resolve, reject) => {
    const client: Client = createClient({
      host: "127.0.0.1",
      port,
      version: as.version,
      username,
      sessionServer: as.sessionServer,
      hideErrors: true,
      auth: as.player ? (target, options) => signIn(target, options, as.player as SessionPlayer) : "offline",
    });
    client.on("disconnect", (packet: { reason: string }) => {
      resolve((JSON.parse(packet.reason) as { text: string }).text);
      client.end();
    });
    client.on("error", reject);
    client.on("end", (reason) => reject(new Error(`Ended without a kick: ${reason}`)));
  });
}

/** What minecraft-protocol's Microsoft sign-in leaves behind, with the stand-in's made-up token. */
function signIn(client: Client, options: ClientOptions, player: SessionPlayer): void {
  const target = client as Client & { session: unknown };
  target.username = player.name;
  target.session = { accessToken: player.accessToken, selectedProfile: { id: player.id, name: player.name } };
  options.accessToken = player.accessToken;
  // Read by minecraft-protocol's encryption step: without it the client skips the session server's join.
  Object.assign(options, { haveCredentials: true });
  options.connect?.(client);
}
