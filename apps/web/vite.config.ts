import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Every API prefix of spec §7 is proxied to the server in development, so the app runs on one origin.
const apiPrefixes = [
  // "/api/" except the web pages under it (/api/keys/, /api/downloads/), whose JSON is below <page>/api/
  // (packages/shared/src/api-paths.ts: PAGES_UNDER_API).
  "^/api/(?!(?:keys|downloads)(?:/(?!api/)|$))",
  "/users/api",
  "/verification/api",
  "/core",
  "/punished/api",
  "/announcements/api",
  "/mc2/api",
  "/files/api",
  "/admin/api",
  "/media",
  "/announcements/feed.xml",
];
const serverPort = process.env.PORT ?? "3000";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, `http://127.0.0.1:${serverPort}`])),
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    css: false,
    // At least two files at a time, even on a 2-core machine (Vitest's default would be one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The first test of a file also loads its lazy routes; on a busy 2-core machine that can take seconds.
    testTimeout: 20_000,
  },
});
