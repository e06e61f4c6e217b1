import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/each-file.ts"],
    pool: "forks",
    // Vitest's default (one fewer than the cores) means one worker on a 2-core CI machine, which then
    // idles while a test waits on the database or a socket; two files at a time halve the wall time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Every file imports the whole app: isolated, each paid ~3 s of module loading (212 s of the
    // suite's 300). Files share nothing but modules (each test app has its own database, DATA_DIR and
    // caches keyed by them), so a worker loads the modules once.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
