import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { DiskFullSignal } from "../lib/disk-full";
import * as store from "./session.store";

export const SESSION_COOKIE = "bastion_session";
/**
 * On https the cookie is named with the __Host- prefix: browsers then only accept it Secure, for the
 * whole site, and from this host itself, so a sibling subdomain cannot plant or overwrite it.
 */
export const sessionCookieName = (config: Pick<Config, "secureCookies">) =>
  config.secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
/** Sliding expiry is written at most this often, so a busy page does not write on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

import type { AuthUser } from "../auth-user";

/** Reads a user's groups and permissions; the accounts feature's, passed in by app.ts. */
export type FindAccess = (db: Db, userId: number) => Promise<{ groups: string[]; permissions: string[] }>;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user from the session cookie, loaded once per request; null when anonymous. */
    currentUser(): Promise<AuthUser | null>;
  }
  interface FastifyInstance {
    sessions: {
      /** Starts a fresh session for the user (rotating any current one) and sets the cookie. */
      start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
      /** Ends the current session and clears the cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}

async function loadUser(
  { db, findAccess, diskFull }: { db: Db; findAccess: FindAccess; diskFull: DiskFullSignal },
  token: string | undefined,
  lifetime: store.SessionLifetime,
  ip: string,
): Promise<AuthUser | null> {
  if (!token) return null;
  const session = await store.findLiveSession(db, token, lifetime);
  if (!session) return null;
  if (Date.now() - Date.parse(session.last_seen_at) > TOUCH_EVERY_MS) {
    // Sliding the expiry is a write; on a full disk the page is still served, the slide waits.
    await store.touchSession(db, session, lifetime).catch((error: unknown) => {
      if (!diskFull.note(error)) throw error;
    });
  }
  const access = await findAccess(db, session.user_id);
  return {
    id: session.user_id,
    username: session.username,
    profile_img: session.profile_img,
    ...access,
    sessionIdHash: session.id_hash,
    confirmedAt: session.confirmed_at ?? session.created_at,
    ip,
    locale: session.locale,
  };
}

async function sessionPlugin(app: FastifyInstance, opts: { db: Db; config: Config; findAccess: FindAccess }) {
  const { db, config } = opts;
  const DAY_MS = 24 * 60 * 60 * 1000;
  const lifetime = { idleMs: config.SESSION_DAYS * DAY_MS, maxMs: config.SESSION_MAX_DAYS * DAY_MS };
  const cookieName = sessionCookieName(config);
  const loaded = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
  const deps = { db, findAccess: opts.findAccess, diskFull: app.diskFull };
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
  };

  app.decorateRequest("currentUser", function (this: FastifyRequest) {
    let pending = loaded.get(this);
    if (!pending) {
      pending = loadUser(deps, this.cookies[cookieName], lifetime, this.ip);
      loaded.set(this, pending);
    }
    return pending;
  });

  app.decorate("sessions", {
    async start(request, reply, userId) {
      const current = await request.currentUser();
      if (current) await store.deleteSession(db, current.sessionIdHash);
      const token = await store.createSession(db, userId, lifetime, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      });
      // From here on the request is the new session's (its cookie goes out with the answer): the
      // answer's words are in the account's language, as the next page's will be (issue 31).
      loaded.set(request, loadUser(deps, token, lifetime, request.ip));
      const maxAge = Math.min(lifetime.idleMs, lifetime.maxMs) / 1000;
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge });
    },
    async end(request, reply) {
      const current = await request.currentUser();
      if (current) await store.deleteSession(db, current.sessionIdHash);
      loaded.set(request, Promise.resolve(null));
      reply.clearCookie(cookieName, cookieOptions);
    },
  });
}

export default fp(sessionPlugin, { name: "session", dependencies: ["@fastify/cookie"] });
