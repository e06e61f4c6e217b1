import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

const root = join(import.meta.dirname, "../..");
const port = process.env.E2E_PORT ?? "3100";
/** The data folder of the server this run drives (see tools/e2e-server.ts). */
export const e2eDataDir = join(root, `test-results/e2e-data-${port}`);

let counter = 0;

export interface E2EUser {
  username: string;
  email: string;
  password: string;
}

/**
 * Runs a management command against the e2e server's database: the real CLI's commands, run inside
 * the e2e server's process (tools/e2e-server.ts) so that each costs milliseconds, not a process
 * start. Synchronous, as the tests call it between steps: curl sends it (which the patching
 * snippet's test needs anyway), a few ms of CPU where a Node process to send it took some 40 (about
 * 40 s of a whole run's CPU on two cores, its busiest minutes). Throws with the output when the
 * command failed.
 */
export function manage(...args: string[]): string {
  const url = `http://127.0.0.1:${Number(port) + 10_000}/`;
  const send = ["--silent", "--show-error", "--fail-with-body", "--data-binary", JSON.stringify(args), url];
  return execFileSync("curl", send, { encoding: "utf8" });
}

/** A verified account made with the real CLI; names are unique per run. */
export function createUser(options: { prefix?: string; groups?: string[]; permissions?: string[] } = {}): E2EUser {
  counter += 1;
  const username = `${options.prefix ?? "e2e"}${Date.now().toString(36)}${counter}`;
  const user = { username, email: `${username}@example.test`, password: "a-long-and-unguessable-passphrase" };
  const args = ["create-user", "--username", username, "--email", user.email, "--password", user.password];
  if (options.groups?.length) args.push("--groups", options.groups.join(","));
  if (options.permissions?.length) args.push("--permissions", options.permissions.join(","));
  manage(...args);
  return user;
}

/** The CSRF headers for calls made with page.request (which shares the browser's cookies). */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const response = await page.request.get("/api/get_csrf_token/");
  const { csrf_token } = (await response.json()) as { csrf_token: string };
  const cookie = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN");
  return { "X-CSRFToken": csrf_token, "X-XSRF-TOKEN": cookie?.value ?? "" };
}

/** Signs the browser in through the real login API (the login form has its own tests). */
export async function signIn(page: Page, user: E2EUser) {
  const response = await page.request.post("/users/api/login/", {
    data: { email: user.email, password: user.password },
    headers: await csrfHeaders(page),
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}

/**
 * Makes the account's sessions last confirmed `minutes` ago (issue 29: a confirmation holds 10), as
 * if its owner had been away: written straight into the e2e server's SQLite database, which no
 * command of the product changes that way.
 */
export function ageConfirmation(username: string, minutes = 11, dataDir = e2eDataDir) {
  const db = new Database(join(dataDir, "bastion.sqlite"));
  try {
    db.prepare("UPDATE sessions SET confirmed_at = ? WHERE user_id = (SELECT id FROM users WHERE username = ?)").run(
      new Date(Date.now() - minutes * 60_000).toISOString(),
      username,
    );
  } finally {
    db.close();
  }
}
