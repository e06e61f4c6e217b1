// Runs a management command and reports its peak memory on standard error (for the bench).
import { buildServerIfStale } from "../lib.mjs";

process.on("exit", () => console.error(`max-rss-kb ${process.resourceUsage().maxRSS}`));
await buildServerIfStale();
await import("../../apps/server/dist/cli/manage.js");
