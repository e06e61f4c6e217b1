import { isIPv6 } from "node:net";

/** How much the link server takes from anyone; the defaults suit production, tests shorten the times. */
export interface LinkServerLimits {
  /** A connection has this long from its first byte to its kick, whatever it does. */
  connectionTimeoutMs: number;
  /** The session server's answer is waited for at most this long (and never past the connection's end). */
  sessionTimeoutMs: number;
  /** Connections open at once, from everyone: a new one over it is closed at once. */
  maxConnections: number;
  /** Connections open at once from one address (an IPv6 /64): a new one over it is closed at once. */
  maxConnectionsPerAddress: number;
  /** Logins one address may start within `joinWindowMs`; more are refused with "too-many-joins". */
  joinsPerAddress: number;
  joinWindowMs: number;
}

export const DEFAULT_LIMITS: LinkServerLimits = {
  connectionTimeoutMs: 10_000,
  sessionTimeoutMs: 5_000,
  maxConnections: 200,
  maxConnectionsPerAddress: 8,
  joinsPerAddress: 10,
  joinWindowMs: 60_000,
};

/** Login Start with a 1.19 signing key is the largest packet a client sends: under 1 KB. */
export const MAX_PACKET_BYTES = 4096;

/** Bytes a client may have sent ahead of what is being read; a real client never sends ahead. */
export const MAX_BUFFERED_BYTES = 2 * MAX_PACKET_BYTES;

/** The address as people read it: an IPv4 client on a dual-stack socket without its "::ffff:". */
export function displayAddress(remote: string | undefined): string {
  if (!remote) return "unknown";
  return remote.startsWith("::ffff:") && remote.includes(".") ? remote.slice(7) : remote;
}

/** What the per-address limits count by: an IPv4 address, or an IPv6 address's /64 (one home's or one host's). */
export function limitKey(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, "").toLowerCase())
    .join(":")}::/64`;
}

/** Counts open connections per key. */
export class OpenCounts {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string): void {
    this.counts.set(key, this.get(key) + 1);
  }

  remove(key: string): void {
    const count = this.get(key) - 1;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }
}

/** Remembers when each key last started logins; forgets keys quiet for a whole window. */
export class JoinRate {
  private readonly starts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a login for `key`: false when it already had `limit` within the window. */
  take(key: string, now = Date.now()): boolean {
    this.forgetQuiet(now);
    const recent = (this.starts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.starts.set(key, recent);
      return false;
    }
    recent.push(now);
    // Re-inserted at the end: the map stays ordered by each key's latest login.
    this.starts.delete(key);
    this.starts.set(key, recent);
    return true;
  }

  private forgetQuiet(now: number): void {
    for (const [key, times] of this.starts) {
      if ((times.at(-1) ?? 0) > now - this.windowMs) return;
      this.starts.delete(key);
    }
  }
}
