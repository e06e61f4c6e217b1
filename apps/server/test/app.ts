import { DEFAULT_SECOND_FACTOR_GROUPS } from "@bastion/shared";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { Secret } from "otpauth";
import { type BuildOptions, buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import type { Db } from "../src/db/database";
import { createAccount } from "../src/features/accounts/accounts.service";
import { encryptSecret, twoStepKey } from "../src/features/accounts/two-step-secrets";
import { sessionCookieName } from "../src/plugins/session";
import { createSession } from "../src/plugins/session.store";
import { createTestDatabase, type TestDatabase } from "./database";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a freshly migrated database, with no web build and a silent log. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    serveWeb?: boolean;
    webDistDir?: string;
    routes?: (app: FastifyInstance) => void;
    /** Where log lines go (set LOG_LEVEL in env to see them). */
    logStream?: { write(line: string): void };
    /** An existing database (a second instance of the same site); closing the app leaves it alone. */
    database?: TestDatabase;
    /** The Discord sender's receiver and waits (test/discord-receiver.ts). */
    discord?: BuildOptions["discord"];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase({ migrated: true }));
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    BOT_CHECK: "none",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  if (options.webDistDir) config.webDistDir = options.webDistDir;
  const app = await buildApp(config, {
    database: database.handle,
    serveWeb: options.serveWeb ?? false,
    logStream: options.logStream,
    discord: options.discord,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    db: database.handle.db,
    config,
    database,
    async close() {
      const slow = setTimeout(() => console.error("closing the test app has taken over 10 s"), 10_000);
      await app.close().finally(() => clearTimeout(slow));
      if (!options.database) await database.drop();
    },
  };
}

let userCounter = 0;

export interface BuiltUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/**
 * A verified user; names are unique per test file. A member of a group that must have a second
 * factor by default (the owner, patching) has one, as on a real site (issue 29): an authenticator
 * whose secret the test does not know. `secondFactor: false` makes one still to set it up.
 */
export async function buildUser(
  db: Db,
  overrides: Partial<Omit<BuiltUser, "id">> & {
    groups?: string[];
    permissions?: string[];
    verified?: boolean;
    secondFactor?: boolean;
  } = {},
): Promise<BuiltUser> {
  userCounter += 1;
  const username = overrides.username ?? `player${userCounter}`;
  const email = overrides.email ?? `${username}@example.test`;
  const password = overrides.password ?? "correct-horse-battery-staple";
  const id = await createAccount(db, {
    username,
    email,
    password,
    verified: overrides.verified ?? true,
    groups: overrides.groups,
    permissions: overrides.permissions,
  });
  const staff = (overrides.groups ?? []).some((group) => DEFAULT_SECOND_FACTOR_GROUPS.includes(group));
  if (overrides.secondFactor ?? staff) await giveAuthenticator(db, id);
  return { id, username, email, password };
}

/** A confirmed authenticator app with a random secret (nobody will type its codes). */
async function giveAuthenticator(db: Db, userId: number) {
  const { value } = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "app_secret")
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db
    .insertInto("user_authenticators")
    .values({
      user_id: userId,
      secret_encrypted: encryptSecret(twoStepKey(value), new Secret({ size: 20 }).base32),
      created_at: now,
      confirmed_at: now,
      last_step: null,
    })
    .execute();
}

type Body = InjectOptions["payload"];

/** A browser-like client: keeps cookies and sends the CSRF headers on state-changing calls. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === "" || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Signs in as a user by creating a session for them directly. */
  async signInAs(db: Db, userId: number) {
    const hour = 60 * 60 * 1000;
    const token = await createSession(
      db,
      userId,
      { idleMs: hour, maxMs: hour },
      { ip: "127.0.0.1", userAgent: "vitest" },
    );
    this.cookies.set(sessionCookieName(this.app.config), token);
  }

  async csrf(): Promise<string> {
    if (!this.csrfToken) {
      const response = this.remember(
        await this.app.inject({ method: "GET", url: "/api/get_csrf_token/", headers: { cookie: this.cookieHeader() } }),
      );
      this.csrfToken = response.json<{ csrf_token: string }>().csrf_token;
    }
    return this.csrfToken;
  }

  async request(options: InjectOptions & { csrf?: boolean }) {
    const { csrf = options.method !== "GET", ...inject } = options;
    const headers: Record<string, string> = {
      cookie: this.cookieHeader(),
      ...(inject.headers as Record<string, string>),
    };
    if (csrf) {
      headers["x-csrftoken"] = await this.csrf();
      headers["x-xsrf-token"] = this.cookies.get("XSRF-TOKEN") ?? "";
      headers.cookie = this.cookieHeader();
    }
    return this.remember(await this.app.inject({ ...inject, headers }));
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: "GET", url, headers });
  }

  post(url: string, payload?: Body, headers: Record<string, string> = {}) {
    return this.request({ method: "POST", url, payload, headers });
  }

  delete(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: "DELETE", url, headers });
  }
}
