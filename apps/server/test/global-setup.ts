import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { build } from "esbuild";
import { COMPILED_FIXTURES, serverDir } from "./server-process";

// Once before the server suites: the compiled server (apps/server/dist, docs/decisions/001) and the
// fixtures that run as processes of their own, so the tests that start the server or a command as a
// process (a kill -9, a full disk, a backup, an import) start plain JavaScript, as `npm start` does:
// about 1 s of CPU each instead of tsx's 3 s, over a hundred starts in a run.
export default async function setup() {
  const built = spawnSync(process.execPath, ["build.mjs"], { cwd: serverDir, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`The server build failed:\n${built.stderr}`);
  await build({
    absWorkingDir: serverDir,
    entryPoints: ["migrate-child.ts", "discord-server.ts"].map((name) => join(serverDir, "test/fixtures", name)),
    outdir: COMPILED_FIXTURES,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    // Packages are imported from node_modules, as in the compiled server (build.mjs), except the
    // workspace's own TypeScript (@bastion/shared), which is bundled.
    plugins: [
      {
        name: "packages-stay-external",
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@bastion/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: "warning",
  });
}
