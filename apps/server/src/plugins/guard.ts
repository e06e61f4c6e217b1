import { confirmedUntil, GROUPS, isAllowed, type Requirement } from "@bastion/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AuthUser } from "../auth-user";
import type { Db } from "../db/database";
import { forbidden, reconfirmRequired, secondFactorRequired, unauthorized } from "../lib/errors";
import { assertAllowed, hitRateLimit } from "../lib/rate-limit";
import { type AccountLimit, tooManyWrites } from "../lib/write-limits";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Who may call the route, checked before its body is validated (a refused caller learns
     * nothing about the form): `"user"`, anyone signed in; a group or permission requirement, those
     * holding it (the owner passes every check). Unset: anyone, and `request.currentUser()` tells who.
     */
    auth?: "user" | Requirement;
    /**
     * How often one account may call the route (lib/write-limits.ts), counted in the database once
     * `auth` has let the caller in; past it, a 429 with Retry-After. Needs `auth`.
     */
    perAccount?: AccountLimit;
    /**
     * A dangerous action (issue 29): refused with 403 `reconfirm_required` when the session's owner
     * last proved who they are more than RECONFIRM_MINUTES ago. Needs `auth`.
     */
    reconfirm?: boolean;
    /**
     * Open to a person whose group requires a second factor they have not set up yet (issue 29):
     * what set-up needs. Every other route with `auth` refuses them with 403 `second_factor_required`.
     */
    setUp?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user on a route with `auth` in its config. Reading it elsewhere is a 401. */
    readonly user: AuthUser;
  }
}

// The route configs used across features, defined once; a feature's own are named the same way,
// UPPER_SNAKE for who passes (READERS, EDITORS, PATCHING), beside its routes.

/** Anyone signed in. */
export const SIGNED_IN = { auth: "user" } as const;
/** The owner group only (spec §6): the owner console, API keys, patch download totals. */
export const OWNER_ONLY = { auth: { group: GROUPS.owner } } as const;
/** Anyone signed in, also while their group's second factor is still to set up: what set-up needs. */
export const SET_UP = { ...SIGNED_IN, setUp: true } as const;
/** Spread into a dangerous action's config: a recent confirmation is needed (docs/decisions/026). */
export const RECONFIRM = { reconfirm: true } as const;

/** Whether the person must set up a second factor first; the accounts feature's, passed in by app.ts. */
export type MustSetUp = (db: Db, user: AuthUser) => Promise<boolean>;

const checked = new WeakMap<FastifyRequest, AuthUser>();

/**
 * The one way to guard a route: it declares `config: { auth }`, this hook answers 401 or 403, and
 * the handler reads the typed `request.user`. Rules about a particular record (the appeal's
 * submitter, the comment's author) are the feature's access rules, checked in its service.
 */
async function guardPlugin(app: FastifyInstance, { db, mustSetUp }: { db: Db; mustSetUp: MustSetUp }) {
  app.decorateRequest("user", {
    getter(this: FastifyRequest) {
      const user = checked.get(this);
      if (!user) throw unauthorized();
      return user;
    },
  });

  app.addHook("preValidation", async (request) => {
    const config = request.routeOptions.config;
    const rule = config?.auth;
    if (!rule) return;
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    if (rule !== "user" && !isAllowed(user, rule)) throw forbidden();
    if (!config.setUp && (await mustSetUp(db, user))) throw secondFactorRequired();
    if (config.reconfirm && Date.parse(confirmedUntil(user.confirmedAt)) < Date.now()) throw reconfirmRequired();
    checked.set(request, user);
    const limit = config.perAccount;
    if (limit) assertAllowed(await hitRateLimit(db, `route:${limit.bucket}:${user.id}`, limit), tooManyWrites);
  });

  // A limit counted per account, or a confirmation, needs an account: a route declaring one without `auth` is a mistake.
  app.addHook("onRoute", (route) => {
    if ((route.config?.perAccount || route.config?.reconfirm) && !route.config.auth) {
      throw new Error(`${route.method} ${route.url}: perAccount and reconfirm need auth in the route's config`);
    }
  });
}

export default fp(guardPlugin, { name: "guard", dependencies: ["session"] });
