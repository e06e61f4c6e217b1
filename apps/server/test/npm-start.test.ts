import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "./free-port";

// Issue 27 item 6: `kill` of the `npm start` process (what systemd and a container's stop do) used to
// end npm and its shell while the server kept answering. Now the server gets the signal, finishes
// and closes, and npm exits after it.

const root = resolve(import.meta.dirname, "../../..");

/** Every process below `pid` (Linux's /proc), children first. */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  const below: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        below.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return below;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (response) => response.status === 200,
    () => false,
  );

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm start` as an owner runs it, on its own port and data, with a web build of its own (no build step). */
function npmStart(port: number, dataDir: string, webDist: string): { npm: ChildProcess; output: () => string } {
  let output = "";
  const npm = spawn("npm", ["start"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BOT_CHECK: "none",
      LOG_LEVEL: "info",
      WEB_DIST_DIR: webDist,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [npm.stdout, npm.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { npm, output: () => output };
}

describe("npm start", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`stops on ${signal} sent to npm: the server finishes and closes its port, and no process is left`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "bastion-npm-start-"));
      const webDist = mkdtempSync(join(tmpdir(), "bastion-npm-start-web-"));
      writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Bastion</title>");
      const port = await freePort();
      const { npm, output } = npmStart(port, dataDir, webDist);
      const exited = once(npm, "exit");
      let family: number[] = [];
      try {
        await until("the server to answer", () => answers(port), 90_000);
        family = descendantsOf(npm.pid ?? 0);
        expect(family.length, "the server runs below npm").toBeGreaterThan(0);
        npm.kill(signal);
        await until("npm to exit", () => npm.exitCode !== null || npm.signalCode !== null, 20_000);
        expect(await answers(port)).toBe(false);
        await until("every process below npm to end", () => family.every((pid) => !alive(pid)), 5_000);
        expect(output()).toContain(`${signal} received: finishing requests and closing`);
      } finally {
        for (const pid of [npm.pid ?? 0, ...family]) if (pid && alive(pid)) process.kill(pid, "SIGKILL");
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(webDist, { recursive: true, force: true });
      }
    }, 150_000);
  }
});

describe("the web build npm start runs", () => {
  it("prints no plugin timings note, even when a plugin takes seconds", async () => {
    // Issue 27 item 17: Rolldown's yellow [PLUGIN_TIMINGS] note looked like an error to an owner. A
    // slow plugin makes it appear on any machine; a one-line entry keeps the build short.
    const { build, createLogger } = await import("vite");
    const dir = mkdtempSync(join(tmpdir(), "bastion-web-build-"));
    writeFileSync(join(dir, "entry.js"), "export const answer = 42;\n");
    const printed: string[] = [];
    const logger = createLogger("info");
    for (const level of ["info", "warn", "error"] as const) {
      logger[level] = (message) => {
        printed.push(message);
      };
    }
    const slow = {
      name: "slow-for-the-test",
      transform() {
        const until = Date.now() + 1500;
        while (Date.now() < until);
        return null;
      },
    };
    try {
      await build({
        configFile: join(root, "apps/web/vite.config.ts"),
        root: join(root, "apps/web"),
        customLogger: logger,
        plugins: [slow],
        build: { outDir: join(dir, "out"), rolldownOptions: { input: join(dir, "entry.js") } },
      });
      expect(printed.join("\n")).toContain("built in");
      expect(printed.join("\n")).not.toMatch(/PLUGIN_TIMINGS|BUNDLER_TIMINGS|callbacks ran for/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
