import { generateKeyPairSync } from "node:crypto";
import { type Client, type ClientOptions, createClient } from "minecraft-protocol";
import type { SessionPlayer } from "./session-server";

// A player's game joining a server, with minecraft-protocol: signed in with the session server's
// stand-in (online mode), or not at all (offline mode). Resolves with the kick message's text.

export interface JoinAs {
  version: string;
  /** Signed in with the stand-in; without one the client never asks the session server (offline mode). */
  player?: SessionPlayer;
  sessionServer: string;
  /** The name the client sends, when it differs from the profile's. */
  username?: string;
  /** 1.19–1.19.2: the client has a signing key and signs the verify token instead of encrypting it. */
  signingKey?: boolean;
}

export function joinAndReadKick(port: number, as: JoinAs): Promise<string> {
  const username = as.username ?? as.player?.name ?? "Offline_Player";
  return new Promise((resolve, reject) => {
    const client: Client = createClient({
      host: "127.0.0.1",
      port,
      version: as.version,
      username,
      sessionServer: as.sessionServer,
      hideErrors: true,
      auth: as.player ? (target, options) => signIn(target, options, username, as) : "offline",
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
function signIn(client: Client, options: ClientOptions, username: string, as: JoinAs): void {
  const player = as.player;
  if (!player) return;
  const target = client as Client & { session: unknown; profileKeys?: unknown };
  target.username = username;
  target.session = { accessToken: player.accessToken, selectedProfile: { id: player.id, name: player.name } };
  if (as.signingKey) {
    const keys = generateKeyPairSync("rsa", { modulusLength: 1024 });
    target.profileKeys = {
      public: keys.publicKey,
      private: keys.privateKey,
      expiresOn: new Date(Date.now() + 3_600_000),
      signature: Buffer.alloc(512, 1),
      signatureV2: Buffer.alloc(512, 2),
    };
  }
  options.accessToken = player.accessToken;
  // Read by minecraft-protocol's encryption step: without it the client skips the session server's join.
  Object.assign(options, { haveCredentials: true });
  options.connect?.(client);
}
