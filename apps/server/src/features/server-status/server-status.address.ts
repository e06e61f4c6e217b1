import type { SrvRecord } from "node:dns";
import { Resolver } from "node:dns/promises";
import type { PingTarget } from "./server-status.protocol";

export const DEFAULT_GAME_PORT = 25565;

export interface ServerAddress {
  host: string;
  /** Undefined when the address named no port: then an SRV record may name one. */
  port: number | undefined;
}

/** Parses MINECRAFT_SERVER ("host" or "host:port"); undefined when the port is out of range. */
export function parseServerAddress(value: string): ServerAddress | undefined {
  const match = /^([A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value.trim());
  if (!match?.[1]) return undefined;
  if (match[2] === undefined) return { host: match[1], port: undefined };
  const port = Number(match[2]);
  return port >= 1 && port <= 65535 ? { host: match[1], port } : undefined;
}

/** The record a client should try first: lowest priority, then highest weight. */
function pickSrv(records: SrvRecord[]): SrvRecord | undefined {
  return [...records].sort((a, b) => a.priority - b.priority || b.weight - a.weight)[0];
}

export interface SrvLookup {
  resolveSrv(hostname: string): Promise<SrvRecord[]>;
}

/** A resolver that gives up quickly: a status card should not wait on slow DNS. */
export function createSrvLookup(timeoutMs: number): SrvLookup {
  return new Resolver({ timeout: timeoutMs, tries: 1 });
}

/**
 * Where to connect. Like the game client, an address without a port is first looked up as
 * `_minecraft._tcp.<host>` (SRV); without such a record it is host:25565.
 */
export async function resolvePingTarget(address: ServerAddress, dns: SrvLookup): Promise<PingTarget> {
  if (address.port !== undefined) return { host: address.host, port: address.port, handshakeHost: address.host };
  const records = await dns.resolveSrv(`_minecraft._tcp.${address.host}`).catch(() => []);
  const record = pickSrv(records);
  if (record?.name && record.port > 0) {
    return { host: record.name.replace(/\.$/, ""), port: record.port, handshakeHost: address.host };
  }
  return { host: address.host, port: DEFAULT_GAME_PORT, handshakeHost: address.host };
}
