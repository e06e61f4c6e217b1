// The downloads area at its sizes (issue 11): one 2 GB upload and the zip of a 2 GB subfolder of
// mixed sizes, each against the disk's own write speed measured in the same run (the same bytes
// written with fs and synced, as the upload syncs its file), the server's peak RSS (VmHWM of the
// server process), and the listing of a 10,000-file folder (p50/p95). Needs about 7 GB free for
// the run; everything it writes is removed at the end.
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { root } from "../../scripts/lib.mjs";
import { type BenchServer, startApi } from "./harness/servers";
import { SiteClient } from "./harness/site-client";
import { percentile } from "./harness/timing";
import { benchConfig, createUser } from "./seed/site";

const MB = 1024 * 1024;
const GB = 1024 * MB;
const UPLOAD_BYTES = 2 * GB;
const LISTING_FILES = 10_000;
const LISTING_REQUESTS = 200;
const CHUNK = randomBytes(MB);

/** A 2 GB subfolder of mixed sizes: what a server's downloads hold (packs, jars, pictures, configs). */
const ZIP_FILES: { name: string; bytes: number; text?: boolean }[] = [
  ...Array.from({ length: 1 }, (_, i) => ({ name: `world-${i}.zip`, bytes: 768 * MB })),
  ...Array.from({ length: 3 }, (_, i) => ({ name: `modpack-${i}.jar`, bytes: 256 * MB })),
  ...Array.from({ length: 40 }, (_, i) => ({ name: `texture-${i}.png`, bytes: 8 * MB })),
  ...Array.from({ length: 160 }, (_, i) => ({ name: `mods/mod-${i}.jar`, bytes: 2 * MB })),
  ...Array.from({ length: 200 }, (_, i) => ({ name: `config/setting-${i}.yml`, bytes: 16 * 1024, text: true })),
];

const UPLOADER = { username: "bench", email: "bench@example.test", password: "a-long-bench-passphrase" };

const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

/** Writes `bytes` of the random chunk to a file with fs, synced, as fast as Node can. */
async function writeFile(path: string, bytes: number) {
  const stream = createWriteStream(path, { flush: true, highWaterMark: 4 * MB });
  for (let written = 0; written < bytes; written += CHUNK.length) {
    const part = bytes - written >= CHUNK.length ? CHUNK : CHUNK.subarray(0, bytes - written);
    if (!stream.write(part)) await new Promise<void>((resolve) => stream.once("drain", () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  await new Promise<void>((resolve) => stream.once("close", () => resolve()));
}

/**
 * The real API on the bench data folder, in a process of its own so its peak memory (VmHWM) is the
 * server's alone, with room for the 2 GB upload; an account holding downloads.modify, made as an owner
 * makes one and signed in over HTTP.
 */
async function startServer(dataDir: string): Promise<{ server: BenchServer; client: SiteClient }> {
  await createUser(benchConfig(dataDir), { ...UPLOADER, permissions: ["downloads", "downloads.modify"] });
  const server = await startApi({
    dataDir,
    settings: { DOWNLOADS_MAX_FILE_MB: "4096", DOWNLOADS_MAX_UPLOAD_MB: "8192" },
  });
  const client = new SiteClient(server.base);
  await client.signIn(UPLOADER.email, UPLOADER.password);
  return { server, client };
}

/** POSTs a multipart upload of one file of `bytes` generated on the fly (the client holds 1 MB). */
async function upload(client: SiteClient, folder: string, name: string, bytes: number) {
  const boundary = "----benchboundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers = {
    ...(await client.writeHeaders()),
    "content-type": `multipart/form-data; boundary=${boundary}`,
    "content-length": String(head.length + bytes + tail.length),
  };
  return new Promise<void>((resolve, reject) => {
    const call = request(`${client.base}/files/api/upload/`, { method: "POST", headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk;
      });
      response.on("end", () =>
        response.statusCode === 201 ? resolve() : reject(new Error(`upload: ${response.statusCode} ${body}`)),
      );
    });
    call.on("error", reject);
    (async () => {
      call.write(head);
      for (let sent = 0; sent < bytes; sent += CHUNK.length) {
        if (!call.write(bytes - sent >= CHUNK.length ? CHUNK : CHUNK.subarray(0, bytes - sent))) {
          await new Promise((done) => call.once("drain", done));
        }
      }
      call.end(tail);
    })().catch(reject);
  });
}

/** Reads a whole answer, counting its bytes, and fails on anything but 200. */
async function fetchAll(client: SiteClient, path: string) {
  const response = await client.get(path);
  if (response.status !== 200 || !response.body)
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

export async function run() {
  const free = statfsSync(root).bavail * statfsSync(root).bsize;
  if (free < 7 * GB) throw new Error(`The downloads bench needs about 7 GB free; ${(free / GB).toFixed(1)} GB is.`);
  const dataDir = join(root, "bench-data", `downloads-${process.pid}`);
  const downloads = join(dataDir, "downloads");
  mkdirSync(join(downloads, "Bench", "Mixed"), { recursive: true });
  let server: BenchServer | undefined;
  try {
    console.log(`Downloads (load average ${loadavg()[0]?.toFixed(1)} on entry)`);
    // The disk's own speed: the upload's bytes written with fs and synced, twice, the better kept.
    let diskMs = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 2; round += 1) {
      const started = performance.now();
      await writeFile(join(dataDir, "disk-speed.bin"), UPLOAD_BYTES);
      diskMs = Math.min(diskMs, performance.now() - started);
      rmSync(join(dataDir, "disk-speed.bin"));
    }
    const disk = mbps(UPLOAD_BYTES, diskMs);
    console.log(`  disk write (fs, synced)       ${disk.toFixed(0)} MB/s`);

    for (const file of ZIP_FILES) {
      const path = join(downloads, "Bench", "Mixed", file.name);
      mkdirSync(join(path, ".."), { recursive: true });
      if (file.text) writeFileSync(path, "render-distance: 12\nsimulation-distance: 10\n".repeat(file.bytes / 44));
      else await writeFile(path, file.bytes);
    }
    mkdirSync(join(downloads, "Listing"));
    for (let i = 0; i < LISTING_FILES; i += 1)
      writeFileSync(join(downloads, "Listing", `file-${i}.jar`), CHUNK.subarray(0, i % 4096));

    const started = await startServer(dataDir);
    const { client } = started;
    server = started.server;
    const api = server;
    console.log(`  server RSS at start (VmHWM)   ${api.peakRssMb().toFixed(0)} MB`);
    let cpu = api.cpuSeconds();
    const cpuUsed = () => {
      const before = cpu;
      cpu = api.cpuSeconds();
      return cpu - before;
    };
    const uploadStarted = performance.now();
    await upload(client, "Bench", "upload.bin", UPLOAD_BYTES);
    const uploadRate = mbps(UPLOAD_BYTES, performance.now() - uploadStarted);
    console.log(
      `  upload of 2 GB                ${uploadRate.toFixed(0)} MB/s = ${((uploadRate / disk) * 100).toFixed(0)}% of the disk (target >= 80%); server CPU ${cpuUsed().toFixed(1)} s; peak RSS ${api.peakRssMb().toFixed(0)} MB`,
    );

    const zipBytes = ZIP_FILES.reduce((sum, file) => sum + file.bytes, 0);
    const zipStarted = performance.now();
    const zipSize = await fetchAll(client, "/files/api/zip/subfolder/Bench/Mixed/");
    const zipRate = mbps(zipBytes, performance.now() - zipStarted);
    console.log(
      `  zip of ${(zipBytes / GB).toFixed(2)} GB (${ZIP_FILES.length} files)  ${zipRate.toFixed(0)} MB/s = ${((zipRate / disk) * 100).toFixed(0)}% of the disk (target >= 80%); zip ${(zipSize / GB).toFixed(2)} GB; server CPU ${cpuUsed().toFixed(1)} s; peak RSS ${api.peakRssMb().toFixed(0)} MB`,
    );

    const times: number[] = [];
    for (let i = 0; i < 20 + LISTING_REQUESTS; i += 1) {
      const started = performance.now();
      await fetchAll(client, "/files/api/get/subfolders/Listing/");
      if (i >= 20) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  listing of ${LISTING_FILES} files         p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (target p95 <= 50 ms)`,
    );
    console.log(`  server peak RSS (VmHWM)       ${api.peakRssMb().toFixed(0)} MB (target <= 200 MB)`);
    console.log(`  load average now              ${loadavg()[0]?.toFixed(1)} (2 cores, shared)`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
