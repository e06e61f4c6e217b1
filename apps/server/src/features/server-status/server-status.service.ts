import { LIMITS, OFFLINE_SERVER_STATUS, type ServerStatus } from "@bastion/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { createSrvLookup, parseServerAddress, resolvePingTarget, type SrvLookup } from "./server-status.address";
import { createStatusCache, type StatusCache } from "./server-status.cache";
import { fetchFromStatusApi, statusApiUrl } from "./server-status.external";
import { fromPingResponse } from "./server-status.mapping";
import { pingJavaServer } from "./server-status.protocol";

/** Short limits: a visitor waits on a cold cache, and a dead server must not hold them long. */
export const STATUS_LIMITS = {
  connectTimeoutMs: 3000,
  readTimeoutMs: 3000,
  dnsTimeoutMs: 2000,
  apiTimeoutMs: 5000,
  /** The last 30 s of a cached answer: a visit then refreshes it in the background. */
  refreshAheadMs: 30_000,
  /** The protocol caps the status JSON at 32767 characters; this leaves room and no more. */
  maxPacketBytes: 256 * 1024,
  maxApiBytes: 512 * 1024,
  retryDelayMs: 500,
};

export interface StatusServiceOptions {
  srvLookup?: SrvLookup;
  now?: () => number;
}

type Loader = () => Promise<ServerStatus>;

function pingLoader(address: string, srvLookup: SrvLookup, log: FastifyBaseLogger): Loader {
  const parsed = parseServerAddress(address);
  if (!parsed) {
    log.warn({ address }, "MINECRAFT_SERVER has a port out of range: the status card shows offline");
    return async () => OFFLINE_SERVER_STATUS;
  }
  return async () => {
    const target = await resolvePingTarget(parsed, srvLookup);
    const { response, latency } = await pingJavaServer(target, STATUS_LIMITS);
    return fromPingResponse(response, latency);
  };
}

function apiLoader(template: string, address: string, config: Config): Loader {
  const url = statusApiUrl(template, address);
  const options = {
    timeoutMs: STATUS_LIMITS.apiTimeoutMs,
    maxBytes: STATUS_LIMITS.maxApiBytes,
    userAgent: `Bastion server status (${config.publicUrl})`,
  };
  return () => fetchFromStatusApi(url, options);
}

/** The game server's status for the home page: asked at most once per 5 minutes per instance. */
export function createServerStatusService(
  config: Config,
  log: FastifyBaseLogger,
  options: StatusServiceOptions = {},
): StatusCache {
  const address = config.MINECRAFT_SERVER;
  let load: Loader;
  if (!address) load = async () => OFFLINE_SERVER_STATUS;
  else if (config.STATUS_API_URL) load = apiLoader(config.STATUS_API_URL, address, config);
  else load = pingLoader(address, options.srvLookup ?? createSrvLookup(STATUS_LIMITS.dnsTimeoutMs), log);

  return createStatusCache(load, {
    ttlMs: LIMITS.serverStatusCacheMs,
    refreshAheadMs: STATUS_LIMITS.refreshAheadMs,
    retryDelayMs: STATUS_LIMITS.retryDelayMs,
    now: options.now,
    onFailure: (error, attempt) =>
      log.warn({ err: error, attempt, address }, "The game server's status could not be fetched"),
  });
}
