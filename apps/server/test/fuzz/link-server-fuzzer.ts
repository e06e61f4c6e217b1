import { mulberry32 } from "@bastion/shared";
import { startLinkServer } from "../../src/features/minecraft-link/link-server/server";
import { encodePacket } from "../../src/lib/minecraft-wire";
import { answerEncryption, connectRaw, disconnectText, handshake, loginStart } from "../link-client";
import { startSessionServer } from "../session-server";

// A seeded fuzzer of the Minecraft link server: byte streams after a valid handshake, random or a
// valid conversation mutated (status, Login Start, Encryption Response, what follows encryption),
// many at once. A problem is an error thrown out of the server or a warning it logs (both mean an
// exception the protocol code did not expect), a connection still open past its deadline, and a
// server that no longer serves a well-behaved client at the end.

export interface LinkFuzzOptions {
  seed: number;
  streams: number;
}

export interface LinkFuzzReport {
  streams: number;
  problems: string[];
  /** Stream kind -> what the server did -> count. */
  byKind: Map<string, Map<string, number>>;
  /** Logins refused because the stand-in answered late (a busy machine): counted, not a fault. */
  sessionTimeouts: number;
}

/** Each connection's deadline in the run: short, so streams that stall the server cost little time. */
const DEADLINE_MS = 500;
/** A connection still open this long after its deadline is a problem (timers run late on a busy machine). */
const SLACK_MS = 3000;
const AT_ONCE = 32;
const SESSION_UNAVAILABLE = "Minecraft link server: session server unavailable";

const PROTOCOLS = [47, 110, 340, 404, 578, 754, 758, 759, 760, 761, 763, 764, 765, 766, 767, 769, 773, 775];
const STRANGE_PROTOCOLS = [-1, 0, 5, 776, 0x7fffffff, 0x40000000 + 100];

type Random = ReturnType<typeof randomTools>;

function randomTools(seed: number) {
  const next = mulberry32(seed);
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    bytes: (length: number) => Buffer.from(Array.from({ length }, () => int(256))),
  };
}

/** One to four changes a broken or hostile client makes to a valid stream. */
function mutate(bytes: Buffer, random: Random): Buffer {
  let out = Buffer.from(bytes);
  for (let count = 1 + random.int(4); count > 0; count -= 1) {
    const at = random.int(out.length + 1);
    const byteAt = Math.min(at, out.length - 1);
    switch (random.int(7)) {
      case 0:
        if (out.length > 0) out[byteAt] = (out[byteAt] ?? 0) ^ (1 << random.int(8));
        break;
      case 1:
        if (out.length > 0) out[byteAt] = random.pick([0x00, 0x7f, 0x80, 0xff]);
        break;
      case 2:
        out = Buffer.concat([out.subarray(0, at), random.bytes(1 + random.int(16)), out.subarray(at)]);
        break;
      case 3:
        out = Buffer.concat([out.subarray(0, at), out.subarray(at + 1 + random.int(8))]);
        break;
      case 4:
        out = out.subarray(0, at);
        break;
      case 5:
        // A VarInt as long as it can be, or longer.
        out = Buffer.concat([out.subarray(0, at), Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f]), out.subarray(at)]);
        break;
      default:
        out = Buffer.concat([out, out.subarray(random.int(out.length + 1))]);
    }
  }
  return out;
}

interface Stream {
  kind: string;
  protocol: number;
  /** What is sent at once. */
  opening: Buffer;
  /** Login streams: what is sent back for the Encryption Request (a mutated answer, or a right one and then garbage). */
  onEncryption?: "mutated" | "right-then-garbage";
}

function pickStream(random: Random): Stream {
  const protocol = random.next() < 0.85 ? random.pick(PROTOCOLS) : random.pick(STRANGE_PROTOCOLS);
  const status = Buffer.concat([handshake(protocol, 1), encodePacket(0x00), encodePacket(0x01, random.bytes(8))]);
  const login = Buffer.concat([handshake(protocol, 2), loginStart(protocol, `Fuzz_${random.int(1000)}`)]);
  switch (random.int(6)) {
    case 0:
      return {
        kind: "status handshake + random",
        protocol,
        opening: Buffer.concat([handshake(protocol, 1), random.bytes(random.int(300))]),
      };
    case 1:
      return {
        kind: "login handshake + random",
        protocol,
        opening: Buffer.concat([handshake(protocol, 2), random.bytes(random.int(300))]),
      };
    case 2:
      return { kind: "status mutated", protocol, opening: mutate(status, random) };
    case 3:
      return { kind: "login start mutated", protocol, opening: mutate(login, random) };
    case 4:
      return { kind: "encryption response mutated", protocol, opening: login, onEncryption: "mutated" };
    default:
      return { kind: "encrypted garbage", protocol, opening: login, onEncryption: "right-then-garbage" };
  }
}

/** Plays one stream; resolves with what the server did, or a problem. */
async function play(port: number, stream: Stream, random: Random): Promise<{ outcome: string; problem?: string }> {
  let raw: Awaited<ReturnType<typeof connectRaw>>;
  try {
    raw = await connectRaw(port);
  } catch {
    return { outcome: "closed before connecting" };
  }
  const started = Date.now();
  let outcome = "closed silently";
  const closedInTime = Promise.race([
    raw.closed.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DEADLINE_MS + SLACK_MS)),
  ]);
  // Split at a random point: the server must not care how the bytes arrive.
  const cut = random.int(stream.opening.length + 1);
  raw.write(stream.opening.subarray(0, cut));
  raw.write(stream.opening.subarray(cut));
  const garbage = random.bytes(random.int(200));
  const mutation = random.int(1 << 30);
  void (async () => {
    for (let packet = await raw.packet(); packet; packet = await raw.packet()) {
      if (stream.onEncryption && packet.id === 0x01 && outcome === "closed silently") {
        outcome = "asked to encrypt";
        const answer = answerEncryption(stream.protocol, packet.data);
        if (stream.onEncryption === "mutated") raw.write(mutate(answer.packet, randomTools(mutation)));
        else {
          raw.write(answer.packet);
          raw.encrypt(answer.secret);
          raw.write(garbage);
        }
      } else if (packet.id === 0x00 && disconnectText(packet) !== undefined) {
        outcome = "kicked";
      } else {
        outcome = "answered";
      }
    }
  })().catch(() => {
    outcome = "answered encrypted, unreadable without the secret";
  });
  if (!(await closedInTime)) {
    raw.socket.destroy();
    return {
      outcome: "left open",
      problem: `${stream.kind} (protocol ${stream.protocol}): still open after ${Date.now() - started} ms`,
    };
  }
  return { outcome };
}

export async function runLinkServerFuzz(options: LinkFuzzOptions): Promise<LinkFuzzReport> {
  const random = randomTools(options.seed);
  const problems: string[] = [];
  const byKind = new Map<string, Map<string, number>>();
  let sessionTimeouts = 0;
  const count = (kind: string, outcome: string) => {
    const counts = byKind.get(kind) ?? new Map<string, number>();
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    byKind.set(kind, counts);
  };
  const thrown = (error: unknown) => problems.push(`thrown out of the server: ${String(error)}`);
  process.on("uncaughtException", thrown);
  process.on("unhandledRejection", thrown);

  const session = await startSessionServer();
  const server = await startLinkServer(
    {
      host: "127.0.0.1",
      port: 0,
      sessionServer: session.url,
      status: async () => ({ motd: "Fuzz", versionLabel: "Fuzz" }),
      onJoin: async (player) => `joined ${player.name}`,
      refusal: async (reason) => `refused ${reason}`,
      log: {
        info: () => undefined,
        // A slow answer from the stand-in (a busy machine) is the session server's doing, not a fault.
        warn: (obj, msg) => {
          if (msg === SESSION_UNAVAILABLE) sessionTimeouts += 1;
          else problems.push(`warning logged: ${msg} ${JSON.stringify(obj, errorFields)}`);
        },
      },
    },
    {
      connectionTimeoutMs: DEADLINE_MS,
      sessionTimeoutMs: 400,
      maxConnections: 4 * AT_ONCE,
      maxConnectionsPerAddress: 2 * AT_ONCE,
      joinsPerAddress: Number.MAX_SAFE_INTEGER,
    },
  );
  try {
    const streams = Array.from({ length: options.streams }, () => ({
      stream: pickStream(random),
      seed: random.int(1 << 30),
    }));
    let nextIndex = 0;
    const worker = async () => {
      for (let item = streams[nextIndex++]; item; item = streams[nextIndex++]) {
        const { stream, seed } = item;
        const result = await play(server.port, stream, randomTools(seed));
        count(stream.kind, result.outcome);
        if (result.problem) problems.push(result.problem);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    problems.push(...(await wellBehavedClientProblems(server.port)));
  } finally {
    await server.close();
    await session.close();
    process.off("uncaughtException", thrown);
    process.off("unhandledRejection", thrown);
  }
  return { streams: options.streams, problems, byKind, sessionTimeouts };
}

/** After the storm, a status ping and a login are still served. */
async function wellBehavedClientProblems(port: number): Promise<string[]> {
  const status = await connectRaw(port);
  status.write(Buffer.concat([handshake(765, 1), encodePacket(0x00)]));
  const answer = await status.packet();
  status.socket.destroy();
  const login = await connectRaw(port);
  login.write(Buffer.concat([handshake(775, 2), loginStart(775, "After_Fuzz")]));
  const request = await login.packet();
  const problems: string[] = [];
  if (answer?.id !== 0x00) problems.push("after the run, a status request went unanswered");
  if (request?.id !== 0x01) problems.push("after the run, a login was not asked to encrypt");
  login.socket.destroy();
  return problems;
}

function errorFields(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}

export function formatLinkReport(report: LinkFuzzReport): string {
  const lines = [...report.byKind]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([kind, counts]) =>
        `${kind.padEnd(32)} ${[...counts]
          .sort()
          .map(([outcome, n]) => `${outcome} ${n}`)
          .join("  ")}`,
    );
  const late = `${report.sessionTimeouts} refused for a late session server`;
  return [...lines, `${report.streams} streams, ${late}, ${report.problems.length} problems`].join("\n");
}
