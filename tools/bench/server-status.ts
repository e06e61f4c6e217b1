// GET /api/server-status/ with a warm cache: a real Minecraft status peer (minecraft-protocol) here
// and the API in its own process; one request warms the cache, then autocannon drives 50 connections
// for 10 s.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import minecraft from "minecraft-protocol";
import { startApi } from "./harness/servers";
import { throughput } from "./harness/timing";

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
    beforePing: (response: Record<string, unknown>) => ({
      ...response,
      players: { online: 37, max: 100, sample: [] },
      description: { text: "Bastion ", color: "gold", bold: true, extra: [{ text: "Survival", color: "green" }] },
    }),
  });
  server.on("connection", () => {
    pings += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  // minecraft-protocol's types leave out the TCP server it listens with.
  const { socketServer } = server as unknown as { socketServer: Server };
  const address = socketServer.address();
  return { server, port: typeof address === "object" && address ? address.port : 0, pings: () => pings };
}

export async function run() {
  const peer = await startPeer();
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-bench-status-"));
  const api = await startApi({ dataDir, settings: { MINECRAFT_SERVER: `127.0.0.1:${peer.port}` } });
  const url = `${api.base}${PATH}`;
  try {
    const warm = (await (await fetch(url)).json()) as { online?: boolean };
    if (!warm.online) throw new Error(`The status peer was not reached: ${JSON.stringify(warm)}`);
    // As browsers ask: the answer (with its icon) is compressed once and kept (plugins/compression.ts).
    const result = await throughput(url, {
      connections: CONNECTIONS,
      seconds: DURATION_S,
      headers: { "accept-encoding": "br, gzip" },
    });
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(
      `Server status: ${PATH} with a warm cache, ${CONNECTIONS} connections for ${DURATION_S} s on loopback (autocannon)`,
    );
    console.log(
      `  ${result.rps.toLocaleString("en").padStart(9)} requests/second (average, brotli; target ≥ 8,000: ${result.rps >= 8000 ? "ok" : "MISSED"})`,
    );
    console.log(`  ${String(result.latency.p50).padStart(9)} ms latency p50`);
    console.log(`  ${String(result.latency.p99).padStart(9)} ms latency p99`);
    console.log(
      `  ${result.total.toLocaleString("en").padStart(9)} requests, ${failed} failed;` +
        ` pings that reached the game server: ${peer.pings()}`,
    );
    if (failed > 0) process.exitCode = 1;
  } finally {
    await api.stop();
    peer.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
