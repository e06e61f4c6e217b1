import type { ServerStatus } from "@bastion/shared";
import { motdToHtml, stripLegacyCodes } from "./server-status.motd";

const ICON = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
/** A 64x64 PNG is a few kilobytes; anything far larger is not a server icon. */
const MAX_ICON_CHARS = 64 * 1024;
const MAX_VERSION_CHARS = 100;

/** Only a base64 PNG data URL passes: no other scheme, type or stray character reaches an <img src>. */
export function safeIcon(value: unknown): string | null {
  if (typeof value !== "string") return null;
  // Old servers wrapped the base64 text in line breaks.
  const icon = value.replace(/[\r\n]/g, "");
  return icon.length <= MAX_ICON_CHARS && ICON.test(icon) ? icon : null;
}

export function count(value: unknown): number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

export function versionName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = stripLegacyCodes(value).trim().slice(0, MAX_VERSION_CHARS);
  return name === "" ? null : name;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The game server's own status JSON (Server List Ping) as our answer. */
export function fromPingResponse(response: unknown, latency: number): ServerStatus {
  const body = record(response);
  if (Object.keys(body).length === 0) throw new Error("The status answer is not a JSON object");
  const players = record(body.players);
  return {
    online: true,
    icon: safeIcon(body.favicon),
    players: { online: count(players.online), max: count(players.max) },
    motd: { html: motdToHtml(body.description ?? "") },
    version: versionName(record(body.version).name),
    latency: Math.max(0, Math.round(latency)),
  };
}
