// npm start: build the server and the web app if they are missing or stale, then serve site and API
// on one origin, running the compiled server (plain JavaScript, docs/decisions/001).
// package.json runs this with `exec`, so the shell npm starts is replaced by this process: the
// SIGTERM or SIGINT npm passes on (from systemd, a container's stop, `kill`) reaches the server
// itself, which finishes its requests and closes; npm exits once it has.
import { buildServerIfStale, buildWebIfStale, root } from "./lib.mjs";

process.chdir(root);
await buildServerIfStale();
const { loadProjectEnv } = await import("../apps/server/dist/lib/env-file.js");
loadProjectEnv();
// A build of one's own elsewhere (WEB_DIST_DIR) is served as it is.
if (!process.env.WEB_DIST_DIR) await buildWebIfStale();
await import("../apps/server/dist/main.js");
