// The bench harness's measuring side: GETs one at a time with their percentiles, throughput with many
// connections (autocannon), and the lines every section prints its figures in.
import { loadavg } from "node:os";
import autocannon from "autocannon";

export const REQUESTS = 200;
export const WARMUP = 20;

/** The p-th percentile of an ascending list of numbers (0 for an empty one). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface Timing {
  p50: number;
  p95: number;
  /** The average answer, in KB. */
  kb: number;
}

/**
 * p50 and p95 of `requests` GETs of `paths` in turn (REQUESTS), one at a time, after `warmup`
 * untimed ones (WARMUP). Each must answer 200, or 304 to a revalidation; anything else stops the run.
 */
export async function measure(
  base: string,
  paths: string[],
  {
    headers = {},
    requests = REQUESTS,
    warmup = WARMUP,
  }: { headers?: Record<string, string>; requests?: number; warmup?: number } = {},
): Promise<Timing> {
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < warmup + requests; index += 1) {
    const path = paths[index % paths.length];
    const started = performance.now();
    const response = await fetch(base + path, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200 && response.status !== 304) {
      throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
    }
    if (index >= warmup) {
      times.push(elapsed);
      bytes += body.length;
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), kb: bytes / times.length / 1024 };
}

export interface Throughput {
  /** Requests a second, on average. */
  rps: number;
  total: number;
  latency: { p50: number; p90: number; p97_5: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** `connections` clients asking for `url` as fast as it answers, for `seconds` (autocannon). */
export async function throughput(
  url: string,
  { connections, seconds, headers }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    latency: result.latency,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Other work on the machine shows in every figure: say how busy it was. */
export const loadLine = () =>
  `  load average before: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(", ")}`;

/** One result line: the case, p50, p95 and whether p95 met its target. */
export function resultLine(name: string, result: Timing, target: number): { ok: boolean; line: string } {
  const ok = result.p95 <= target;
  return {
    ok,
    line:
      `  ${name.padEnd(32)} ${result.p50.toFixed(1).padStart(6)} ms ${result.p95.toFixed(1).padStart(6)} ms` +
      `   p95 ≤ ${String(target).padStart(2)} ms ${ok ? "ok " : "MISSED"}  ${result.kb.toFixed(0)} KB`,
  };
}
