// GET /api/server-status/ with a warm cache: a real Minecraft status peer (minecraft-protocol) and the
// app on loopback; one request warms the cache, then autocannon drives 50 connections for 10 s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import minecraft from "minecraft-protocol";
import { register } from "tsx/esm/api";

const CONNECTIONS = 50;
const DURATION_S = 10;
const PATH = "/api/server-status/";

async function startPeer() {
  let pings = 0;
  const server = minecraft.createServer({
    host: "127.0.0.1",
    port: 0,
    "online-mode": false,
    hideErrors: true,
    beforePing: (response) => ({
      ...response,
      players: { online: 37, max: 100, sample: [] },
      description: { text: "Bastion ", color: "gold", bold: true, extra: [{ text: "Survival", color: "green" }] },
    }),
  });
  server.on("connection", () => {
    pings += 1;
  });
  await new Promise((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return { server, port: server.socketServer.address().port, pings: () => pings };
}

export async function run() {
  register();
  const { buildApp } = await import("../../apps/server/src/app.ts");
  const { loadConfig } = await import("../../apps/server/src/config.ts");
  const peer = await startPeer();
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-bench-status-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    BOT_CHECK: "none",
    HOST: "127.0.0.1",
    MINECRAFT_SERVER: `127.0.0.1:${peer.port}`,
  });
  const app = await buildApp(config, { serveWeb: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${app.server.address().port}${PATH}`;
  try {
    const warm = await (await fetch(url)).json();
    if (!warm.online) throw new Error(`The status peer was not reached: ${JSON.stringify(warm)}`);
    // As browsers ask: the answer (with its icon) is compressed once and kept (plugins/compression.ts).
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { "accept-encoding": "br, gzip" },
    });
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(
      `Server status: ${PATH} with a warm cache, ${CONNECTIONS} connections for ${DURATION_S} s on loopback (autocannon)`,
    );
    const rps = Math.round(result.requests.average);
    console.log(
      `  ${rps.toLocaleString("en").padStart(9)} requests/second (average, brotli; target ≥ 8,000: ${rps >= 8000 ? "ok" : "MISSED"})`,
    );
    console.log(`  ${String(result.latency.p50).padStart(9)} ms latency p50`);
    console.log(`  ${String(result.latency.p99).padStart(9)} ms latency p99`);
    console.log(
      `  ${result.requests.total.toLocaleString("en").padStart(9)} requests, ${failed} failed;` +
        ` pings that reached the game server: ${peer.pings()}`,
    );
    if (failed > 0) process.exitCode = 1;
  } finally {
    await app.close();
    peer.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
