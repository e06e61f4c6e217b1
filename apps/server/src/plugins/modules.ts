import type { SiteModule } from "@bastion/shared";
import type { FastifyInstance, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { notFound } from "../lib/errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A part of the site the owner can switch off (issue 30): while it is off the route answers 404. */
    module?: SiteModule;
  }
}

/** Whether a module is on now (the site feature's settings, passed in by app.ts: plugins know no feature). */
export type ModuleIsOn = (module: SiteModule) => Promise<boolean>;

/**
 * An onRoute hook marking every route of a scope as part of a module: app.ts registers a whole
 * feature (downloads, appeals...) inside such a scope, so no handler repeats the rule.
 */
export const inModule = (module: SiteModule) => (route: RouteOptions) => {
  route.config = { ...route.config, module };
};

/** The one check: a route of a switched-off module answers the API's 404, before anything else runs. */
async function modulesPlugin(app: FastifyInstance, { isOn }: { isOn: ModuleIsOn }) {
  app.addHook("onRequest", async (request) => {
    const module = request.routeOptions.config?.module;
    if (module && !(await isOn(module))) throw notFound();
  });
}

export default fp(modulesPlugin, { name: "modules" });
