// The load bench's people: one keep-alive HTTP client per person, each request timed into the figures
// of its kind. Its own requests rather than SiteClient's fetch: 200 of them share the machine with the
// server, and the bodies are decoded only where they are read.
import http, { type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { CookieJar } from "./site-client";
import { percentile } from "./timing";

/** A request still unanswered after this is a timeout (and an error of its kind). */
export const TIMEOUT_MS = 10_000;

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The request opened its connection (the server had to accept it) rather than reuse a kept one. */
  fresh: boolean;
}

/** p99 and the slowest answer of some requests, and how many they were. */
export interface Spread {
  count: number;
  p99: number;
  max: number;
}

/** One kind of request's figures, in milliseconds. */
export interface KindFigures {
  kind: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** When the slowest one was sent, in seconds into the run. */
  maxAt: number;
  errors: number;
  timeouts: number;
}

/** One timed request: its kind, when it was sent (seconds into the run), how long it took. */
interface Timed {
  kind: string;
  at: number;
  ms: number;
  /** It opened its connection. */
  fresh: boolean;
  failure: string | undefined;
}

/** Every request's time and failure, the figures per kind made from them, and the first few failures to show. */
export class Stats {
  readonly #requests: Timed[] = [];
  readonly samples: string[] = [];
  /** The run's start (performance.now()). */
  readonly #started = performance.now();

  /**
   * A request of `kind` sent at `sentAt` (performance.now()) that took `ms`; `fresh` when it opened its
   * connection.
   */
  add(kind: string, sentAt: number, ms: number, failure: string | undefined, fresh = false): void {
    this.#requests.push({ kind, at: (sentAt - this.#started) / 1000, ms, fresh, failure });
    if (failure && this.samples.length < 10) this.samples.push(`${kind}: ${failure}`);
  }

  /**
   * p99 and the slowest answer over every kind, of the requests sent in the first `seconds` and of
   * those sent after: a server that has just started (its code not yet optimised, its caches and
   * connections cold) meets 200 people arriving at once, which the rest of the run does not show.
   */
  split(seconds: number): { first: Spread; after: Spread; firstOnNew: Spread; firstOnKept: Spread } {
    const figures = (requests: Timed[]): Spread => {
      const sorted = requests.map(({ ms }) => ms).sort((a, b) => a - b);
      return { count: sorted.length, p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
    };
    const first = this.#requests.filter(({ at }) => at < seconds);
    return {
      first: figures(first),
      after: figures(this.#requests.filter(({ at }) => at >= seconds)),
      // A new connection waits for the server to accept it: Node's event loop (libuv 1.45+) accepts
      // one connection per turn, so a burst of them waits on a busy server (docs/decisions/036).
      firstOnNew: figures(first.filter(({ fresh }) => fresh)),
      firstOnKept: figures(first.filter(({ fresh }) => !fresh)),
    };
  }

  /** Every kind's figures, by name. */
  figures(): KindFigures[] {
    const byKind = new Map<string, Timed[]>();
    for (const request of this.#requests) {
      const requests = byKind.get(request.kind) ?? [];
      requests.push(request);
      byKind.set(request.kind, requests);
    }
    return [...byKind]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, requests]) => {
        const sorted = requests.map(({ ms }) => ms).sort((a, b) => a - b);
        // The first of the slowest, as it was sent.
        const slowest = requests.reduce((top, request) => (request.ms > top.ms ? request : top));
        const failures = requests.filter(({ failure }) => failure !== undefined);
        return {
          kind,
          count: sorted.length,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: slowest.ms,
          maxAt: slowest.at,
          errors: failures.length,
          timeouts: failures.filter(({ failure }) => failure === "timeout").length,
        };
      });
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 400 });

/**
 * One HTTP request on a keep-alive connection, the body kept as the bytes that came (a browser
 * decodes brotli on its own machine; here client and server share two cores, so the client does not
 * spend them decoding what it never reads).
 */
export function request(
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let fresh = false;
    const outgoing = http.request(url, { method, headers, agent, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), fresh }),
      );
      response.on("error", reject);
    });
    // A socket still connecting when the agent hands it over is a new connection, not a kept one.
    outgoing.once("socket", (socket) => {
      fresh = socket.connecting;
    });
    outgoing.on("timeout", () => outgoing.destroy(Object.assign(new Error("timeout"), { name: "TimeoutError" })));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A body as text, decoding what the server compressed (only where the client reads it). */
export function text(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString();
  if (encoding === "gzip") return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** A person's request of one kind; undefined once the run is over or when it failed. */
export type Call = (
  kind: string,
  path: string,
  options?: { method?: string; body?: unknown },
) => Promise<Answer | undefined>;

/**
 * One person's browser at `base`: its cookies and CSRF pair, each request timed into `stats` by its
 * kind; the CSRF pair is asked for before the first write, as the web app does, and timed as a kind of its own.
 */
export function person(base: string, stats: Stats, until: number): Call {
  const cookies = new CookieJar();
  let csrf: string | undefined;
  const send = async (kind: string, path: string, method: string, extra: Record<string, string>, body?: string) => {
    const headers = { "accept-encoding": "br, gzip", cookie: cookies.header(), ...extra };
    const started = performance.now();
    try {
      const answer = await request(base + path, { method, headers, body });
      const ms = performance.now() - started;
      cookies.keep(answer.headers["set-cookie"]);
      const failed = answer.status >= 400 ? `${answer.status} ${text(answer).slice(0, 120)}` : undefined;
      stats.add(kind, started, ms, failed, answer.fresh);
      return failed ? undefined : answer;
    } catch (error) {
      const { name, message } = error as Error;
      stats.add(kind, started, performance.now() - started, name === "TimeoutError" ? "timeout" : message);
      return undefined;
    }
  };
  return async (kind, path, { method = "GET", body } = {}) => {
    if (Date.now() > until) return undefined;
    if (method === "GET") return send(kind, path, method, {});
    if (!csrf) {
      const answer = await send("CSRF token", "/api/get_csrf_token/", "GET", {});
      if (!answer) return undefined;
      csrf = (JSON.parse(text(answer)) as { csrf_token: string }).csrf_token;
    }
    const write = {
      "content-type": "application/json",
      "x-csrftoken": csrf,
      "x-xsrf-token": cookies.get("XSRF-TOKEN") ?? "",
    };
    return send(kind, path, method, write, body === undefined ? undefined : JSON.stringify(body));
  };
}
