import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

// A stand-in for Discord's webhook endpoint (issue 32): it checks each payload's shape, answers as
// scripted (a 429 with retry_after, a 5xx, a 404) or 200 with a message, and can be stopped and
// started again on the same port mid-run.

/** What Discord accepts, as far as the sender uses it (limits from Discord's embed documentation). */
const embedSchema = z
  .object({
    title: z.string().min(1).max(256),
    description: z.string().max(4096).optional(),
    url: z.url(),
    color: z.number().int().min(0).max(0xffffff),
    timestamp: z.iso.datetime({ offset: true }),
    footer: z.object({ text: z.string().min(1).max(2048) }).strict(),
    author: z
      .object({ name: z.string().min(1).max(256) })
      .strict()
      .optional(),
    image: z.object({ url: z.url() }).strict().optional(),
  })
  .strict();
export const discordBodySchema = z
  .object({
    embeds: z.array(embedSchema).min(1).max(10),
    allowed_mentions: z.object({ parse: z.array(z.never()).length(0) }).strict(),
  })
  .strict();
export type ReceivedBody = z.infer<typeof discordBodySchema>;

export interface Received {
  /** The webhook's path, /api/webhooks/<id>/<token>. */
  path: string;
  body: ReceivedBody;
  wait: boolean;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export class DiscordReceiver {
  /** Every accepted (2xx) message, in the order they arrived. */
  readonly delivered: Received[] = [];
  /** Every request, whatever was answered. */
  readonly requests: { path: string; status: number }[] = [];
  /** Payloads that did not match Discord's shape. */
  readonly malformed: unknown[] = [];
  /** Answers to give next, in order, before the default 200 (per path prefix, or for every path). */
  readonly script: ScriptedAnswer[] = [];
  /** Decides an answer for each request (after the script): a chaos monkey. */
  chaos: ((path: string) => ScriptedAnswer | undefined) | undefined;
  #server: Server | undefined;
  #port = 0;
  #next = 1;

  get url() {
    return `http://127.0.0.1:${this.#port}`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      void this.#answer(request).then(({ status, body, headers }) => {
        response.writeHead(status, { "content-type": "application/json", ...headers });
        response.end(body === undefined ? "" : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.#port, "127.0.0.1", () => resolve());
    });
    this.#port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Stops answering: connections are refused until start() again (same port). */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The titles delivered to one webhook (by its id in the path), in order. */
  titlesFor(webhookId: string): string[] {
    return this.delivered
      .filter((one) => one.path.startsWith(`/api/webhooks/${webhookId}/`))
      .map((one) => one.body.embeds[0]?.title ?? "");
  }

  async #answer(request: IncomingMessage): Promise<ScriptedAnswer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", "http://x");
    const answer = this.script.shift() ?? this.chaos?.(url.pathname) ?? { status: 200 };
    this.requests.push({ path: url.pathname, status: answer.status });
    if (answer.status < 200 || answer.status >= 300) return answer;
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      parsed = undefined;
    }
    const checked = discordBodySchema.safeParse(parsed);
    if (!checked.success) {
      this.malformed.push({ parsed, issues: checked.error.issues });
      return { status: 400, body: { message: "Invalid Form Body", code: 50035 } };
    }
    this.delivered.push({ path: url.pathname, body: checked.data, wait: url.searchParams.get("wait") === "true" });
    return {
      status: 200,
      body: { id: String(this.#next++), type: 0, ...(answer.body as object) },
      headers: answer.headers,
    };
  }
}
