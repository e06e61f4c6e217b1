// The bench harness's server side: the processes a bench measures. Every one runs with the flags
// `npm start` gives the server (docs/decisions/015), and is found through the server package's own
// doors (@bastion/server/main and /manage, docs/decisions/017), never a path into its source.
import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { root, serverDist } from "../../../scripts/lib.mjs";
import { freePort } from "../../lib/free-port";
import { cpuSeconds, peakRssMb, residentMb } from "./process-figures";

/**
 * Node's flags for the server, as `npm start` runs it (package.json): a young generation of 2 MB a
 * semi-space instead of up to 16 takes about 40-60 MB off the server's memory for a few percent of
 * throughput (docs/decisions/015). Plus BENCH_SERVER_NODE_ARGS (a profiler, say).
 */
export const SERVER_NODE_FLAGS = [
  "--max-semi-space-size=2",
  ...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
];

/** The benches run the server's TypeScript source through tsx (docs/decisions/001), unless `compiled`. */
const TYPESCRIPT = ["--import", "tsx"];

/**
 * The program behind a door: its source through tsx, or `compiled`, apps/server/dist as `npm start`
 * and `npm run manage` run it (its build is the caller's: buildServerIfStale).
 */
const program = (door: "main" | "manage", compiled = false) =>
  compiled
    ? [join(serverDist, door === "main" ? "main.js" : "cli/manage.js")]
    : [...TYPESCRIPT, fileURLToPath(import.meta.resolve(`@bastion/server/${door}`))];

/**
 * Loaded with --import before a management command: prints the process's peak memory and CPU on
 * standard error as it exits, exactly, where polling /proc could miss the end. Plain JavaScript, so
 * the compiled command loads it without tsx.
 */
const REPORT_USAGE =
  "data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();console.error('usage '+u.maxRSS+' '+(u.userCPUTime+u.systemCPUTime))})";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server process a bench started, with what it costs; `stop` ends it (SIGTERM) and waits. */
export interface BenchServer {
  base: string;
  process: ChildProcess;
  /** Its peak resident memory so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** Its resident memory now (VmRSS), in MB. */
  residentMb(): number;
  /** The CPU it has used so far, in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

function benchServer(base: string, child: ChildProcess): BenchServer {
  const pid = child.pid ?? 0;
  return {
    base,
    process: child,
    peakRssMb: () => peakRssMb(pid),
    residentMb: () => residentMb(pid),
    cpuSeconds: () => cpuSeconds(pid),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The API alone (api-server.ts) on a bench database: SQLite in `dataDir`, or PostgreSQL at
 * `databaseUrl`, with `settings` (the server's environment variables) over the bench's.
 */
export function startApi({
  dataDir,
  databaseUrl = "",
  settings = {},
}: {
  dataDir: string;
  databaseUrl?: string;
  settings?: Record<string, string>;
}): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...TYPESCRIPT, join(import.meta.dirname, "api-server.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        BENCH_DATA_DIR: dataDir,
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_SETTINGS: JSON.stringify(settings),
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error("The bench server has no standard output."));
    createInterface({ input: child.stdout }).once("line", (line) => {
      const { port } = JSON.parse(line) as { port: number };
      resolve(benchServer(`http://127.0.0.1:${port}`, child));
    });
    child.once("exit", (code) => reject(new Error(`The bench server stopped (exit code ${code}).`)));
  });
}

/** Resolves once the server at `base` answers its site configuration (2 minutes at most). */
export async function waitUntilUp(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/site-config/`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  throw new Error("The server did not start within 2 minutes.");
}

/**
 * The whole site as an operator runs it (the server program: API and built web app) on 127.0.0.1,
 * with its data in `dataDir`, SQLite unless `env` names a DATABASE_URL, no bot check; `env` adds or
 * overrides settings, `nodeArgs` come after SERVER_NODE_FLAGS. Resolves once it is spawned
 * (waitUntilUp waits for it to answer); with `stdio` "pipe" for standard output, its log can be read
 * from the first line.
 */
export async function startSite(
  dataDir: string,
  {
    env = {},
    stdio = ["ignore", "ignore", "inherit"],
    compiled = false,
    nodeArgs = [],
  }: { env?: Record<string, string>; stdio?: StdioOptions; compiled?: boolean; nodeArgs?: string[] } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, ...program("main", compiled)], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BOT_CHECK: "none",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio,
  });
  return benchServer(`http://127.0.0.1:${port}`, child);
}

export interface ManageRun {
  code: number;
  seconds: number;
  /** The command's peak resident memory, in MB. */
  peakRssMb: number;
  /** The CPU it used, user and system, in seconds. */
  cpuSeconds: number;
  output: string;
  errors: string;
}

/**
 * A management command as an operator runs it (`npm run manage -- …`, the CLI program) on the site
 * `env` describes (DATA_DIR, DATABASE_URL), timed, with its peak memory; `echo` shows its output as
 * it comes, indented.
 */
export function runManage(
  args: string[],
  { env, echo = false, compiled = false }: { env: Record<string, string>; echo?: boolean; compiled?: boolean },
): Promise<ManageRun> {
  const started = Date.now();
  const child = spawn(process.execPath, ["--import", REPORT_USAGE, ...program("manage", compiled), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let errors = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
    if (echo) process.stdout.write(`  ${chunk}`);
  });
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      const [, peakKb = "0", cpuMicroseconds = "0"] = /^usage (\d+) (\d+)$/m.exec(errors) ?? [];
      resolve({
        code: code ?? 1,
        seconds: (Date.now() - started) / 1000,
        peakRssMb: Number(peakKb) / 1024,
        cpuSeconds: Number(cpuMicroseconds) / 1e6,
        output,
        errors: errors.replace(/^usage \d+ \d+\n?/m, ""),
      });
    });
  });
}
