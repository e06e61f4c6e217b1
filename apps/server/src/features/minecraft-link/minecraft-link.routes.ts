import {
  API_PATHS,
  linkCodeRequestSchema,
  minecraftLinkChangedSchema,
  minecraftLinkStatusSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WRITE_LIMITS } from "../../lib/write-limits";
import { SIGNED_IN } from "../../plugins/guard";
import * as service from "./minecraft-link.service";

/** Typing codes and unlinking count against the account's allowance (the wrong codes have their own). */
const LINKING = { ...SIGNED_IN, perAccount: WRITE_LIMITS.minecraftLink } as const;

/**
 * The signed-in account's own Minecraft link (issue 32). Unlinking is not re-confirmed: it is undone
 * by the player in a minute, and a stolen session gains nothing by it (linking needs the Minecraft
 * account's own sign-in).
 */
export const minecraftLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const linkServerOn = app.config.linkServer !== null;
  const setup = {
    get address() {
      return app.linkServerAddress();
    },
    appealsLinkedOnly: async () => linkServerOn && (await app.siteSettings.get()).appeals_linked_player_only,
  };
  const noStore = { "cache-control": "private, no-store" };

  app.get(
    API_PATHS.minecraftLink.status,
    { config: SIGNED_IN, schema: { response: { 200: minecraftLinkStatusSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.linkStatus(db, setup, request.user.id);
    },
  );

  app.post(
    API_PATHS.minecraftLink.code,
    { config: LINKING, schema: { body: linkCodeRequestSchema, response: { 200: minecraftLinkChangedSchema } } },
    async (request) => service.linkWithCode(db, setup, request.user, request.body.code),
  );

  app.post(
    API_PATHS.minecraftLink.unlink,
    { config: LINKING, schema: { response: { 200: minecraftLinkChangedSchema } } },
    async (request) => service.unlinkOwn(db, setup, request.user),
  );
};
