import { OFFLINE_SERVER_STATUS, type ServerStatus } from "@bastion/shared";
import { escapeHtml } from "../../lib/escape";
import { count, safeIcon, versionName } from "./server-status.mapping";
import { motdToHtml } from "./server-status.motd";

// STATUS_API_URL: a third-party status service (mcsrvstat.us, mcstatus.io and the like), for hosts
// that may not open connections to the game port. Its own HTML is never used: the MOTD is rebuilt
// from its raw § text with our converter.

export interface ExternalOptions {
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
}

/** The API's URL for our address; host:port keeps its colon, as these services expect. */
export function statusApiUrl(template: string, address: string): string {
  return template.replaceAll("{address}", encodeURIComponent(address).replace(/%3A/gi, ":"));
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`The status API's answer is over ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const lines = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : Array.isArray(value)
      ? value.filter((line) => typeof line === "string").join("\n")
      : undefined;

function motdHtml(motd: unknown): string {
  if (typeof motd === "string") return motdToHtml(motd);
  const body = record(motd);
  const raw = lines(body.raw);
  if (raw !== undefined) return motdToHtml(raw);
  const clean = lines(body.clean);
  return clean === undefined ? "" : escapeHtml(clean);
}

function version(value: unknown): string | null {
  if (typeof value === "string") return versionName(value);
  const body = record(value);
  return versionName(body.name_clean ?? body.name ?? body.name_raw);
}

/** Maps a status API's answer (mcsrvstat.us v2/v3, mcstatus.io v2 shapes) to ours. */
export function fromStatusApi(answer: unknown): ServerStatus {
  const body = record(answer);
  if (typeof body.online !== "boolean") throw new Error("The status API's answer has no 'online' flag");
  if (!body.online) return OFFLINE_SERVER_STATUS;
  const players = record(body.players);
  const latency = typeof body.latency === "number" && body.latency >= 0 ? Math.round(body.latency) : null;
  return {
    online: true,
    icon: safeIcon(body.icon),
    players: { online: count(players.online), max: count(players.max) },
    motd: { html: motdHtml(body.motd) },
    version: version(body.version),
    latency,
  };
}

/** Asks the configured status API about the game server; rejects on a non-2xx, a timeout or bad JSON. */
export async function fetchFromStatusApi(url: string, options: ExternalOptions): Promise<ServerStatus> {
  const response = await fetch(url, {
    headers: { accept: "application/json", "user-agent": options.userAgent },
    signal: AbortSignal.timeout(options.timeoutMs),
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`The status API answered ${response.status}`);
  return fromStatusApi(JSON.parse(await readCapped(response, options.maxBytes)));
}
