import type { AddressInfo } from "node:net";
import { createServer, type Server } from "minecraft-protocol";

export interface PeerStatus {
  /** The MOTD as the game sends it: a § string or a JSON chat component. */
  motd: unknown;
  online: number;
  max: number;
  favicon?: string;
  version?: string;
}

export interface MinecraftPeer {
  port: number;
  /** TCP connections the peer has accepted: one per ping. */
  readonly connections: number;
  status: PeerStatus;
  close(): Promise<void>;
}

/** A real Minecraft Java server (minecraft-protocol) on loopback that answers status pings. */
export async function startMinecraftPeer(status: PeerStatus): Promise<MinecraftPeer> {
  let connections = 0;
  const server: Server = createServer({
    host: "127.0.0.1",
    port: 0,
    "online-mode": false,
    hideErrors: true,
    beforePing: (response: Record<string, unknown>) => ({
      ...response,
      version: peer.status.version ? { name: peer.status.version, protocol: 767 } : response.version,
      players: { online: peer.status.online, max: peer.status.max, sample: [] },
      description: peer.status.motd,
      favicon: peer.status.favicon,
    }),
  });
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  const socketServer = (server as unknown as { socketServer: { address(): AddressInfo } }).socketServer;
  const peer: MinecraftPeer = {
    port: socketServer.address().port,
    get connections() {
      return connections;
    },
    status,
    close: () =>
      new Promise((resolve) => {
        (server as unknown as NodeJS.EventEmitter).once("close", () => resolve());
        server.close();
      }),
  };
  return peer;
}
