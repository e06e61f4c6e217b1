import { once } from "node:events";
import { createServer, type Socket } from "node:net";
import { type LinkContext, serveConnection } from "./connection";
import { createServerKeys } from "./encryption";
import { DEFAULT_LIMITS, displayAddress, JoinRate, type LinkServerLimits, limitKey, OpenCounts } from "./limits";
import type { LinkServer, LinkServerOptions } from "./types";

/** A full server is said in the log at most this often (a flood would otherwise flood the log too). */
const FULL_WARNING_EVERY_MS = 60_000;

/**
 * Starts the link server: a Minecraft Java Edition server that answers the server list and, on a
 * join, learns who the player is the way an online-mode server does, then kicks them with the text
 * `onJoin` gives. `limits` is for tests (shorter timeouts); the defaults suit production.
 */
export async function startLinkServer(
  options: LinkServerOptions,
  limits: Partial<LinkServerLimits> = {},
): Promise<LinkServer> {
  const settings: LinkServerLimits = { ...DEFAULT_LIMITS, ...limits };
  const context: LinkContext = {
    options,
    limits: settings,
    keys: await createServerKeys(),
    joins: new JoinRate(settings.joinsPerAddress, settings.joinWindowMs),
  };
  const open = new Set<Socket>();
  const serving = new Set<Promise<void>>();
  const perAddress = new OpenCounts();
  let fullWarnedAt = 0;

  const server = createServer({ noDelay: true }, (socket) => {
    const address = displayAddress(socket.remoteAddress);
    const key = limitKey(address);
    if (open.size >= settings.maxConnections || perAddress.get(key) >= settings.maxConnectionsPerAddress) {
      socket.on("error", () => undefined);
      socket.destroy();
      if (open.size >= settings.maxConnections && Date.now() - fullWarnedAt > FULL_WARNING_EVERY_MS) {
        fullWarnedAt = Date.now();
        options.log.warn({ address, open: open.size }, "Minecraft link server: full, closing new connections");
      }
      return;
    }
    open.add(socket);
    perAddress.add(key);
    socket.once("close", () => {
      open.delete(socket);
      perAddress.remove(key);
    });
    const served = serveConnection(socket, address, context).finally(() => serving.delete(served));
    serving.add(served);
  });

  server.listen(options.port, options.host);
  // Rejects with the error when the port cannot be taken.
  await once(server, "listening");
  // After listening, an error (a failed accept when out of file handles) is logged, never thrown.
  server.on("error", (error) => options.log.warn({ err: error }, "Minecraft link server: socket error"));
  const bound = server.address();
  const port = typeof bound === "object" && bound ? bound.port : options.port;
  options.log.info({ host: options.host, port }, "Minecraft link server: listening");

  return {
    port,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await closed;
      // A callback still running (onJoin writing a link) finishes before the app closes what it uses.
      await Promise.all(serving);
    },
  };
}
