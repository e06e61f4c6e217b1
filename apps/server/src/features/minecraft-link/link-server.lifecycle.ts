import type { FastifyInstance } from "fastify";
import { startLinkServer } from "./link-server/server";
import type { LinkServer } from "./link-server/types";
import { linkServerOptions } from "./link-server-options";

declare module "fastify" {
  interface FastifyInstance {
    /** The Minecraft link server (issue 32) once the app is ready; undefined while LINK_SERVER_PORT is unset. */
    linkServer(): LinkServer | undefined;
    /**
     * What players type in their server list, null while LINK_SERVER_PORT is unset: the configured
     * address, or by default PUBLIC_URL's host with the port actually taken when 0 was asked.
     */
    linkServerAddress(): string | null;
  }
}

/**
 * Runs the link server with the app when LINK_SERVER_PORT is set: it starts as the app gets ready (a
 * port that cannot be taken stops the start, as the HTTP port would) and closes with it, before the
 * database, after the joins it is answering.
 */
export function registerLinkServer(app: FastifyInstance): void {
  let server: LinkServer | undefined;
  app.decorate("linkServer", () => server);
  const setup = app.config.linkServer;
  app.decorate("linkServerAddress", () => {
    if (!setup) return null;
    return setup.addressTakesPort && server ? `${setup.address}:${server.port}` : setup.address;
  });
  if (!setup) return;
  app.addHook("onReady", async () => {
    server = await startLinkServer(
      linkServerOptions({
        db: app.database.db,
        host: setup.host,
        port: setup.port,
        sessionServer: app.config.MOJANG_SESSION_SERVER,
        site: async () => {
          const settings = await app.siteSettings.get();
          return {
            name: settings.site_name,
            locale: settings.default_locale,
            profileUrl: `${app.config.publicUrl}/profile/`,
          };
        },
        log: app.log,
      }),
    );
  });
  app.addHook("onClose", async () => {
    await server?.close();
    server = undefined;
  });
}
