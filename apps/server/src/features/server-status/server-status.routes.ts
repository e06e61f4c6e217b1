import { API_PATHS, serverStatusSchema } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { StatusCache } from "./server-status.cache";

/** GET /api/server-status/: the game server's status from our own ping, cached; never an error. */
export const serverStatusRoutes: FastifyPluginAsyncZod<{ status: StatusCache }> = async (app, { status }) => {
  app.get(
    API_PATHS.serverStatus.status,
    // The same for everyone; the server pings at most every 5 minutes anyway.
    { config: { httpCache: { scope: "public", maxAge: 5 } }, schema: { response: { 200: serverStatusSchema } } },
    async () => status.get(),
  );
};
