import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { linguiCatalogues } from "./vite/lingui-catalogues.ts";

/**
 * Writes a .br (brotli 11) and a .gz (gzip 9) beside every built text file of 1 KB or more: the
 * server sends them by content negotiation, so no visitor waits for compression (docs/decisions/021).
 */
function precompress(): Plugin {
  let outDir = "dist";
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: "bastion-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * What a first visit to the home page runs, in three chunks: the app's start (start.tsx, which the
 * entry loads after the first paint) and the home page, with everything they import statically —
 * React DOM with its scheduler (`shell-react-dom`), the other libraries (`shell-libraries`) and the
 * app's own code (`shell`). Brotli packs these some 10 KB smaller than the thirty-odd small chunks the
 * automatic splitting made (three files cost 1.7 KB more than one), with fewer requests. Every other
 * page stays its own lazy chunk. Their stylesheets go to a chunk of their own, `first-paint`, which
 * the entry imports: its CSS is linked from index.html, and the server writes it into the page for
 * the skeleton's first paint (docs/decisions/003).
 */
function firstLoadGroups() {
  const roots = ["/src/main.tsx", "/src/start.tsx", "/src/app/home/home-page.tsx"];
  let firstLoad: Set<string> | undefined;
  type Context = {
    getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
  };
  const inFirstLoad = (id: string, ctx: Context) => {
    if (!firstLoad) {
      firstLoad = new Set();
      const visit = (moduleId: string) => {
        if (firstLoad?.has(moduleId)) return;
        const info = ctx.getModuleInfo(moduleId);
        // A module something loads lazily (the pseudo-locale) stays out, unless it is a root; so does the
        // shared package, whose index names every schema (zod) and table of every page.
        if (!info || moduleId.includes("/packages/shared/")) return;
        if (info.dynamicImporters.length > 0 && !roots.some((root) => moduleId.endsWith(root))) return;
        firstLoad?.add(moduleId);
        for (const imported of info.importedIds) visit(imported);
      };
      for (const root of roots) visit(join(import.meta.dirname, root));
    }
    // The entry itself stays the entry: it loads the app after the first paint.
    return firstLoad.has(id) && !id.endsWith("/src/main.tsx");
  };
  const stylesheet = (id: string) => /\.s?css($|\?)/.test(id);
  /** A group of the first load's modules that `test` picks, as the chunk `name`. */
  const group = (name: string, priority: number, test: (id: string) => boolean) => ({
    name: (id: string, ctx: Context) => (inFirstLoad(id, ctx) && test(id) ? name : null),
    priority,
  });
  return [
    // Vite's helper that loads a lazy chunk with its CSS: the entry's first lazy import uses it.
    { name: (id: string) => (id.includes("vite/preload-helper") ? "first-paint" : null), priority: 50 },
    // With the entry's own choice of when the app starts (lib/first-view.ts), which the app also uses.
    group("first-paint", 40, (id) => stylesheet(id) || id.endsWith("/src/lib/first-view.ts")),
    // The app's code in three files rather than one: the page's longest task, compiling and running the
    // app, is shorter with them, and so is Lighthouse's blocking time (figures in docs/decisions/003).
    group("shell-react-dom", 30, (id) => /\/node_modules\/(react-dom|scheduler)\//.test(id)),
    group("shell-libraries", 20, (id) => id.includes("/node_modules/")),
    group("shell", 10, () => true),
  ];
}

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
  "/patching/api",
  "/media",
  "/announcements/feed.xml",
  "/robots.txt",
  "/sitemap.xml",
  "/site-assets",
  "/manifest.webmanifest",
];
const serverPort = process.env.PORT ?? "3000";

export default defineConfig({
  plugins: [linguiCatalogues(), react(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, `http://127.0.0.1:${serverPort}`])),
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions, which Dart Sass warns about.
      scss: { quietDeps: true, silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"] },
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // `npm start` builds on an owner's machine, where Rolldown's yellow [PLUGIN_TIMINGS] note (Sass
      // and the precompression taking seconds on a slow machine) read as an error and asks nothing of
      // them (issue 27). Set it to true to see which plugin a build spends its time in.
      checks: { bundlerTimings: false },
      output: { codeSplitting: { groups: firstLoadGroups() } },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    css: false,
    // At least two files at a time, even on a 2-core machine (Vitest's default would be one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker loads jsdom and the modules once, not once per file (90 s -> 30 s for the suite);
    // test/setup.ts clears what a test could leave behind.
    isolate: false,
    // The first test of a file also loads its lazy routes; on a busy 2-core machine that can take seconds.
    testTimeout: 20_000,
  },
});
