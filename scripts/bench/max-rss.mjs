// Runs a management command and reports its peak memory on standard error (for the bench).
import { register } from "tsx/esm/api";

process.on("exit", () => console.error(`max-rss-kb ${process.resourceUsage().maxRSS}`));
register();
await import("../../apps/server/src/cli/manage.ts");
