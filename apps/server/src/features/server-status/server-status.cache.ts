import { setTimeout as sleep } from "node:timers/promises";
import { OFFLINE_SERVER_STATUS, type ServerStatus } from "@bastion/shared";

export interface StatusCacheOptions {
  /** How long an answer is served before the game server is asked again. */
  ttlMs: number;
  /**
   * A request in the last refreshAheadMs of an answer's life gets that answer at once and starts the
   * next ask in the background, so on a visited site nobody waits for a ping and no answer is older
   * than ttlMs. 0 turns it off.
   */
  refreshAheadMs?: number;
  /** Pause before the one retry of a failed ask. */
  retryDelayMs: number;
  now?: () => number;
  onFailure?: (error: unknown, attempt: number) => void;
}

export interface StatusCache {
  get(): Promise<ServerStatus>;
  /**
   * The answer held now, without waiting: undefined when none is (an ask then starts, so the next
   * caller has one). The page the server sends draws the status from it (issue 33).
   */
  peek(): ServerStatus | undefined;
}

/**
 * Holds the last answer for ttlMs. While an ask is under way every caller shares it (single flight),
 * so a crowd arriving on a cold cache costs the game server one ping. A failed ask is retried once;
 * if that fails too, the offline answer is cached like any other. Near the end of an answer's life
 * the next ask starts in the background (refreshAheadMs).
 */
export function createStatusCache(load: () => Promise<ServerStatus>, options: StatusCacheOptions): StatusCache {
  const now = options.now ?? Date.now;
  let cached: { value: ServerStatus; expiresAt: number } | undefined;
  let inFlight: Promise<ServerStatus> | undefined;

  async function attempt(): Promise<ServerStatus> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        options.onFailure?.(error, attempt);
        if (attempt >= 2) return OFFLINE_SERVER_STATUS;
        await sleep(options.retryDelayMs);
      }
    }
  }

  async function refresh(): Promise<ServerStatus> {
    try {
      const value = await attempt();
      cached = { value, expiresAt: now() + options.ttlMs };
      return value;
    } finally {
      inFlight = undefined;
    }
  }

  const refreshAheadMs = options.refreshAheadMs ?? 0;

  return {
    get() {
      const at = now();
      if (cached && cached.expiresAt > at) {
        if (cached.expiresAt - at <= refreshAheadMs) inFlight ??= refresh();
        return Promise.resolve(cached.value);
      }
      inFlight ??= refresh();
      return inFlight;
    },
    peek() {
      if (cached && cached.expiresAt > now()) return cached.value;
      inFlight ??= refresh();
      return undefined;
    },
  };
}
