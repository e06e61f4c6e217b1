import {
  API_PATHS,
  msg,
  siteMenusSavedSchema,
  siteMenusSchema,
  siteMenusViewSchema,
  visitorMenusSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WRITE_LIMITS } from "../../lib/write-limits";
import { OWNER_ONLY } from "../../plugins/guard";
import { createSiteMenusCache } from "./menus.cache";
import * as service from "./menus.service";

/** The owner's saves: the console's generous allowance per account (issue 26.12). */
const MENUS_WRITE = { ...OWNER_ONLY, perAccount: WRITE_LIMITS.ownerConsole };

/**
 * The navbar's and footer's menus (issue 30, docs/decisions/031): the owner arranges them in the
 * console; every visitor asks for theirs, filtered by who they are.
 */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const menus = createSiteMenusCache(db);

  app.get(
    API_PATHS.menus.visitor,
    {
      // Who asks decides the answer, so no shared cache keeps it.
      config: { httpCache: { scope: "private" } },
      schema: { response: { 200: visitorMenusSchema } },
    },
    async (request) => {
      const [settings, principal] = await Promise.all([app.siteSettings.get(), request.currentUser()]);
      return service.menusForVisitor(db, await menus.get(), {
        principal,
        modules: settings.modules,
        store_url: settings.store_url,
        discord_url: settings.discord_url,
      });
    },
  );

  app.get(
    API_PATHS.admin.menus,
    { config: OWNER_ONLY, schema: { response: { 200: siteMenusViewSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.consoleMenus(db);
    },
  );

  app.post(
    API_PATHS.admin.menus,
    { config: MENUS_WRITE, schema: { body: siteMenusSchema, response: { 200: siteMenusSavedSchema } } },
    async (request) => {
      const changed = await service.saveSiteMenus(db, request.body, request.user);
      // This instance shows the change at once; the others within the cache's 2 s.
      menus.forget();
      return {
        message: changed ? msg("Menus saved.") : msg("Nothing changed."),
        menus: await service.consoleMenus(db),
      };
    },
  );
};
