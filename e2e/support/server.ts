import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ExtraServer {
  port: number;
  baseURL: string;
  /** Its data folder (its SQLite database). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A second e2e server (tools/e2e-server.ts) on a free port with other settings, e.g. the real
 * altcha bot check, for the few tests that need them. Its data and mail folders follow its port.
 */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  // E2E_EXTRA_PORT pins it, for a run that must keep to a range of ports on a shared machine.
  const port = process.env.E2E_EXTRA_PORT ? Number(process.env.E2E_EXTRA_PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", join(root, "tools/e2e-server.ts")], {
    cwd: root,
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: "inherit",
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`e2e server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/site-config/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("e2e server did not start within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    baseURL,
    dataDir: join(root, `test-results/e2e-data-${port}`),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
