// npm run manage: the management CLI, compiled (docs/decisions/001); built first when its sources changed.
import { buildServerIfStale } from "./lib.mjs";

await buildServerIfStale();
await import("../apps/server/dist/cli/manage.js");
