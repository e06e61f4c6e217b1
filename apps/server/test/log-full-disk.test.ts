import type { ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./free-port";
import { spawnServer } from "./server-process";

// The server's own log on a full disk: /dev/full answers every write with ENOSPC, as a full disk does.

async function waitUntilUp(url: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`server did not start: ${stderr()}`);
}

describe("a log that cannot be written", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-log-"));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("neither blocks nor kills the server: every request is answered", async () => {
    const port = await freePort();
    let stderr = "";
    child = spawnServer({
      port,
      dataDir,
      env: { LOG_LEVEL: "info" },
      stdio: ["ignore", openSync("/dev/full", "w"), "pipe"],
    });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/api/get_csrf_token/`, child, () => stderr);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => fetch(`${base}/users/api/user-basic-info/`).then((response) => response.status)),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(child.exitCode).toBeNull();
    expect(stderr).not.toMatch(/ENOSPC|Unhandled/);
  });
});
