// npm start: build the web app if it is missing or stale, then serve site and API on one origin.
// package.json runs this with `exec`, so the shell npm starts is replaced by this process: the
// SIGTERM or SIGINT npm passes on (from systemd, a container's stop, `kill`) reaches the server
// itself, which finishes its requests and closes; npm exits once it has.
import { register } from "tsx/esm/api";
import { buildWebIfStale, root } from "./lib.mjs";

process.chdir(root);
register();
const { loadProjectEnv } = await import("../apps/server/src/lib/env-file.ts");
loadProjectEnv();
// A build of one's own elsewhere (WEB_DIST_DIR) is served as it is.
if (!process.env.WEB_DIST_DIR) await buildWebIfStale();
await import("../apps/server/src/main.ts");
