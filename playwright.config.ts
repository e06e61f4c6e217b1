import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets several runs share a machine: each gets its own server, data and output folders.
const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Debian's chromium-headless-shell when installed (Chromium's old headless mode, the one Playwright
 * itself runs headless: half the CPU of the full browser for the same tests, docs/decisions/024),
 * else the full browser's own binary, else its launcher on the PATH's usual place.
 */
function chromium() {
  const binaries = ["/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium"];
  return binaries.find((binary) => existsSync(binary)) ?? "/usr/bin/chromium";
}

export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace unless asked (`npx playwright test --trace retain-on-failure`): recording one films
    // every test (a screenshot each frame), which cost some 15 % of the browsers' CPU on two cores,
    // and a CI run keeps nothing but its log.
    trace: "off",
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download cannot run here (nor on many users' CI).
      // A binary itself rather than the /usr/bin/chromium launcher, whose desktop flags (GPU
      // rasterisation, here in software) cost CPU and nothing a test looks at.
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node --import tsx tools/e2e-server.ts",
    url: `http://127.0.0.1:${port}/api/site-config/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port), ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}) },
  },
});
