import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildUser } from "../../../test/app";
import { createTestDatabase, type TestDatabase } from "../../../test/database";
import {
  diskListing,
  putFiles,
  startPartialUpload,
  uploadBody,
  uploadTemps,
  waitFor,
} from "../../../test/factories/downloads";
import { freePort } from "../../../test/free-port";
import { spawnServer } from "../../../test/server-process";
import { migrateToLatest } from "../../db/migrate";
import { SESSION_COOKIE } from "../../plugins/session";
import { createSession } from "../../plugins/session.store";
import { downloadsRoot } from "./downloads.storage";

// kill -9 of the real server while uploads are half received: no partial file is ever visible,
// and the next start removes the temporary files the killed process left.

let database: TestDatabase;
let server: ChildProcess | undefined;
let cookie = "";

async function start(port: number): Promise<ChildProcess> {
  const child = spawnServer({ port, dataDir: database.dataDir, databaseUrl: database.url });
  await waitFor(
    "the server to start",
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      return fetch(`http://127.0.0.1:${port}/api/get_csrf_token/`).then(
        () => true,
        () => false,
      );
    },
    60_000,
  );
  return child;
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  await migrateToLatest(db);
  const user = await buildUser(db, { permissions: ["downloads.modify"] });
  const hour = 60 * 60 * 1000;
  const token = await createSession(
    db,
    user.id,
    { idleMs: hour, maxMs: hour },
    { ip: "127.0.0.1", userAgent: "vitest" },
  );
  cookie = `${SESSION_COOKIE}=${token}`;
  putFiles(downloadsRoot(database.dataDir), { "Big/keep.txt": "keep" });
}, 60_000);

afterAll(async () => {
  if (server) await stop(server, "SIGKILL");
  await database.drop();
});

it("a server killed during large uploads shows no partial file, and the next start removes the temporaries", async () => {
  const root = downloadsRoot(database.dataDir);
  const before = diskListing(root);
  const port = await freePort();
  server = await start(port);

  const csrf = await fetch(`http://127.0.0.1:${port}/api/get_csrf_token/`, { headers: { cookie } });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const { csrf_token } = (await csrf.json()) as { csrf_token: string };
  const headers = { cookie: `${cookie}; XSRF-TOKEN=${xsrf}`, "x-csrftoken": csrf_token, "x-xsrf-token": xsrf };
  // One upload sends its folder first, the other its file first; both write to the downloads root.
  const sockets = [];
  for (const filesFirst of [false, true]) {
    const file = { filename: filesFirst ? "late.zip" : "world.zip", data: randomBytes(8 * 1024 * 1024) };
    const body = uploadBody({ folder: "Big" }, [file], { filesFirst });
    const upload = { ...headers, "content-type": body.headers["content-type"] };
    sockets.push(await startPartialUpload(port, "/files/api/upload/", upload, body.payload, 4 * 1024 * 1024));
  }
  await waitFor("half of both uploads on disk", () => {
    const sizes = uploadTemps(root).map((line) => Number(line.split(" ").at(-1)));
    return sizes.length === 2 && sizes.every((size) => size > 1024 * 1024);
  });
  await stop(server, "SIGKILL");
  for (const socket of sockets) socket.destroy();

  // Killed: the temporary files are still there, but nothing under the files' names.
  expect(uploadTemps(root).filter((line) => line.startsWith(".upload-"))).toHaveLength(2);
  expect(diskListing(root).filter((line) => !line.includes(".upload-"))).toEqual(before);

  server = await start(port);
  expect(uploadTemps(root)).toEqual([]);
  expect(diskListing(root)).toEqual(before);
  await stop(server, "SIGTERM");
}, 180_000);
