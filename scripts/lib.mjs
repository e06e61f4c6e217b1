import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "..");
export const webDist = join(root, "apps/web/dist");
export const serverDist = join(root, "apps/server/dist");

/**
 * Node's flags for the server, as `npm start` runs it (package.json): a young generation of 2 MB
 * a semi-space instead of up to 16 takes about 40-60 MB off the server's memory for a few percent
 * of throughput (docs/decisions/015). The benches start their servers with the same flags, plus
 * BENCH_SERVER_NODE_ARGS (a profiler, say).
 */
export const SERVER_NODE_FLAGS = [
  "--max-semi-space-size=2",
  ...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `sources` (paths from the root). */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => existsSync(join(root, source)) && newestMtime(join(root, source)) > built);
}

/** True when the web build is missing or older than any of its sources. */
export function webBuildIsStale() {
  return isStale(join(webDist, "index.html"), [
    "apps/web/src",
    "apps/web/public",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    "packages/shared/src",
  ]);
}

/** True when the compiled server is missing or older than any of its sources (main.js is written last). */
export function serverBuildIsStale() {
  return isStale(join(serverDist, "main.js"), [
    "apps/server/src",
    "apps/server/package.json",
    "apps/server/build.mjs",
    "packages/shared/src",
  ]);
}

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolveRun(signal ? 1 : (code ?? 1)));
    child.on("error", () => resolveRun(127));
  });
}

export async function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log("Building the web app (apps/web/dist is missing or out of date)…");
  const code = await run("npm", ["run", "build", "--workspace", "apps/web", "--silent"]);
  if (code !== 0) throw new Error("The web build failed.");
}

/**
 * Compiles the server into apps/server/dist (apps/server/build.mjs, docs/decisions/001) when it is
 * missing or stale. Says so on standard error: `manage` commands keep standard output for their answer.
 */
export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  console.error("Building the server (apps/server/dist is missing or out of date)…");
  const { buildServer } = await import("../apps/server/build.mjs");
  await buildServer();
}

/** The peak resident memory of a process (VmHWM), in kB; 0 once it has gone. */
export function peakRssKb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** A port nothing listens on just now (the machine is shared with other runs). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
