// The compiled server (docs/decisions/001): esbuild bundles src/ and @bastion/shared (TypeScript
// source) into plain JavaScript in dist/, leaving every other package to node_modules. `npm start`
// and `npm run manage` build it when it is missing or older than its sources (scripts/lib.mjs);
// `node apps/server/build.mjs` builds it now.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";

const serverDir = import.meta.dirname;
const serverDist = join(serverDir, "dist");

/** Every *.worker.ts under src/: each is an entry of its own, started by runtime/worker-thread.ts. */
function workerEntries(dir = join(serverDir, "src")) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return workerEntries(path);
    return entry.name.endsWith(".worker.ts") ? [path] : [];
  });
}

// main.js is what `npm start` runs and cli/manage.js what `npm run manage` runs; env-file.js lets the
// start script read .env before it builds the web app; config.js and cli/run.js are for the browser
// tests' harness (scripts/e2e-server.mjs), which runs commands in the server's own process.
const ENTRIES = ["main.ts", "cli/manage.ts", "cli/run.ts", "config.ts", "lib/env-file.ts"];

/** Packages stay imports (node_modules has them, native addons included), except the workspace's own TypeScript. */
const packagesStayExternal = {
  name: "packages-stay-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@bastion/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds dist/. Files are written under a temporary name and renamed into place, entries last, so a
 * process starting meanwhile (or a second build at the same moment) never reads half a file.
 */
export async function buildServer() {
  const result = await build({
    absWorkingDir: serverDir,
    entryPoints: [...ENTRIES.map((entry) => join(serverDir, "src", entry)), ...workerEntries()],
    outbase: join(serverDir, "src"),
    outdir: serverDist,
    entryNames: "[dir]/[name]",
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    // Class and function names stay as written: logs and error names read as in the source.
    keepNames: true,
    sourcemap: "linked",
    plugins: [packagesStayExternal],
    write: false,
    logLevel: "warning",
  });
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  // Chunks of earlier builds (their names hold a hash of their contents) are no longer read.
  const chunks = join(serverDist, "chunks");
  const kept = new Set(files.map((file) => relative(chunks, file.path)));
  for (const name of readdirSync(chunks)) if (!kept.has(name)) rmSync(join(chunks, name), { force: true });
}

const isEntry = (path) => !relative(serverDist, path).startsWith("chunks");

if (process.argv[1] === import.meta.filename) await buildServer();
