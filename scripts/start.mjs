// npm start: build the web app if it is missing or stale, then serve site and API on one origin.
import { register } from "tsx/esm/api";
import { buildWebIfStale, root } from "./lib.mjs";

await buildWebIfStale();
process.chdir(root);
register();
await import("../apps/server/src/main.ts");
