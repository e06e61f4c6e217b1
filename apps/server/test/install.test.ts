import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkNode } from "../src/cli/doctor/checks";

// Issue 27 item 13: `npm install` on Node 20.20 printed six EBADENGINE warnings while the README said
// "Node 20.19+". Now package.json's engines, the installed packages, doctor and the README agree:
// Node 22 or 24 recommended, 20.19+ still working.

const root = resolve(import.meta.dirname, "../../..");

describe("installing on this Node", () => {
  it("npm ci finds no package whose declared engines leave this Node out", () => {
    // --dry-run reads the lockfile and checks every package without touching node_modules;
    // --engine-strict turns each EBADENGINE warning into a failure that names the package.
    const result = spawnSync("npm", ["ci", "--dry-run", "--engine-strict", "--no-audit", "--no-fund"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, npm_config_loglevel: "warn" },
    });
    expect(`${result.stdout}${result.stderr}`).not.toContain("EBADENGINE");
    expect(result.status).toBe(0);
  }, 120_000);

  it("package.json's engines are what doctor and the README say", () => {
    const { engines } = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8"));
    expect(engines).toEqual({ node: "^20.19.0 || ^22.13.0 || >=24.0.0" });
    expect(readFileSync(resolve(root, "README.md"), "utf8")).toContain(
      "Node 22 (22.13 or later) or 24 is recommended; Node 20.19 or later still works",
    );
    expect(checkNode("24.1.0").verdict).toBe("OK");
    expect(checkNode("22.13.0").verdict).toBe("OK");
    expect(checkNode("20.20.2")).toEqual({
      name: "Node.js",
      verdict: "WARN",
      detail:
        "20.20.2 works, but Node 20 is past its end of life (April 2026): move to Node 22 or 24, which are recommended.",
    });
    expect(checkNode("22.12.0").verdict).toBe("WARN");
    expect(checkNode("23.11.0").verdict).toBe("WARN");
    expect(checkNode("20.18.3").verdict).toBe("FAIL");
  });
});
