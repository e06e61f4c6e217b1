// npm run check: the linter, the dependency rules and the type checks of each workspace, as many at
// once as the machine has cores, two at least (each is one process on one core, so one after the
// other left a core idle). Every check's output is printed once it ends, whole, and the command
// fails if any did.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { root } from "../scripts/lib.mjs";

const CHECKS: [label: string, command: string, args: string[]][] = [
  ["biome", "npx", ["biome", "check", "."]],
  [
    "dependency rules",
    "npx",
    [
      "depcruise",
      "apps/server/src",
      "apps/web/src",
      "packages/shared/src",
      "tools",
      "e2e/support",
      "--config",
      ".dependency-cruiser.cjs",
    ],
  ],
  ["types: shared", "npx", ["tsc", "-p", "packages/shared"]],
  ["types: server", "npx", ["tsc", "-p", "apps/server"]],
  ["types: web", "npx", ["tsc", "-p", "apps/web"]],
  ["types: tools", "npx", ["tsc", "-p", "tools"]],
  // Every language has every key with English's arguments, every key is used (issue 31).
  ["messages: web", "npx", ["tsx", "tools/check-messages.ts"]],
  ["messages: server", "npx", ["tsx", "tools/check-messages-server.ts"]],
];

function run([label, command, args]: (typeof CHECKS)[number]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", (error) => {
      console.log(`✗ ${label}: ${error.message}`);
      resolve(false);
    });
    child.on("close", (code) => {
      console.log(`${code === 0 ? "✓" : "✗"} ${label}`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await run(next));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
