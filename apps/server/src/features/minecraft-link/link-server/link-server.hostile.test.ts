import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  answerEncryption,
  connectRaw,
  disconnectText,
  handshake,
  loginStart,
  type RawClient,
} from "../../../../test/link-client";
import { type SessionServer, startSessionServer } from "../../../../test/session-server";
import { encodePacket, encodeVarInt, PacketReader } from "../../../lib/minecraft-wire";
import type { LinkServerLimits } from "./limits";
import { startLinkServer } from "./server";
import type { LinkServer, LinkServerOptions } from "./types";

// What no real client sends: versions the server does not speak, a wrong verify token, garbage, an
// oversized length, silence, floods. Each is closed, and the server goes on serving the next client.

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

const warnings: object[] = [];

async function start(
  limits: Partial<LinkServerLimits> = {},
  overrides: Partial<LinkServerOptions> = {},
): Promise<{ server: LinkServer; session: SessionServer }> {
  const session = await startSessionServer();
  cleanup.push(() => session.close());
  const server = await startLinkServer(
    {
      host: "127.0.0.1",
      port: 0,
      sessionServer: session.url,
      status: async () => ({ motd: "Link", versionLabel: "Bastion" }),
      onJoin: async (player) => `hello ${player.name}`,
      refusal: async (reason, supported) => `${reason} ${supported}`,
      log: { info: () => undefined, warn: (obj) => warnings.push(obj) },
      ...overrides,
    },
    { connectionTimeoutMs: 1500, sessionTimeoutMs: 500, ...limits },
  );
  cleanup.push(() => server.close());
  return { server, session };
}

async function client(port: number): Promise<RawClient> {
  const raw = await connectRaw(port);
  cleanup.push(async () => void raw.socket.destroy());
  return raw;
}

/** Within `ms`, the connection is closed; the server sent nothing before closing. */
async function closedSilently(raw: RawClient, ms = 1000): Promise<void> {
  const packet = await Promise.race([raw.packet(), sleep(ms).then(() => "still open" as const)]);
  expect(packet).toBeUndefined();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A whole status exchange still works: the server is alive and serving. */
async function stillServes(port: number): Promise<void> {
  const raw = await client(port);
  raw.write(Buffer.concat([handshake(765, 1), encodePacket(0x00)]));
  const answer = await raw.packet();
  expect(answer?.id).toBe(0x00);
  const status = JSON.parse(new PacketReader(answer?.data ?? Buffer.alloc(0)).string(32_767));
  expect(status.description.text).toBe("Link");
}

describe("the link server with hostile or unsupported clients", () => {
  it.each([
    ["1.7.10", 5],
    ["a version newer than it knows", 776],
    ["a snapshot", 0x40000000 + 250],
  ])("kicks %s with the unsupported-version text and closes", async (_, protocol) => {
    const { server } = await start();
    const raw = await client(server.port);
    raw.write(Buffer.concat([handshake(protocol, 2), loginStart(765, "Someone")]));
    expect(disconnectText(await raw.packet())).toBe("unsupported-version 1.8–26.1.2");
    await raw.closed;
  });

  it("lists itself as incompatible to a client it cannot serve", async () => {
    const { server } = await start();
    const raw = await client(server.port);
    raw.write(Buffer.concat([handshake(5, 1), encodePacket(0x00)]));
    const answer = await raw.packet();
    const status = JSON.parse(new PacketReader(answer?.data ?? Buffer.alloc(0)).string(32_767));
    expect(status.version).toEqual({ name: "Bastion", protocol: 775 });
  });

  it("answers a status ping with the same payload, then closes", async () => {
    const { server } = await start();
    const raw = await client(server.port);
    const payload = randomBytes(8);
    raw.write(Buffer.concat([handshake(47, 1), encodePacket(0x00), encodePacket(0x01, payload)]));
    expect((await raw.packet())?.id).toBe(0x00);
    expect(await raw.packet()).toEqual({ id: 0x01, data: payload });
    await raw.closed;
  });

  it("closes a connection whose verify token comes back wrong", async () => {
    const { server, session } = await start();
    const raw = await client(server.port);
    raw.write(Buffer.concat([handshake(765, 2), loginStart(765, "Tokenless")]));
    const request = await raw.packet();
    expect(request?.id).toBe(0x01);
    const flipped = (token: Buffer) => Buffer.from(token.map((byte) => byte ^ 0xff));
    raw.write(answerEncryption(765, request?.data ?? Buffer.alloc(0), flipped).packet);
    await closedSilently(raw);
    expect(session.questions).toEqual([]);
    await stillServes(server.port);
  });

  it("encrypts what follows a right verify token, the refusal included", async () => {
    const { server, session } = await start();
    const raw = await client(server.port);
    raw.write(Buffer.concat([handshake(760, 2), loginStart(760, "Nobody")]));
    const request = await raw.packet();
    const answer = answerEncryption(760, request?.data ?? Buffer.alloc(0));
    raw.write(answer.packet);
    raw.encrypt(answer.secret);
    expect(disconnectText(await raw.packet())).toBe("not-authenticated 1.8–26.1.2");
    expect(session.questions).toEqual([{ username: "Nobody", serverId: expect.stringMatching(/^-?[0-9a-f]{1,40}$/) }]);
    await raw.closed;
  });

  it.each([
    ["an HTTP request", Buffer.from(`GET / HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${"x".repeat(80)}\r\n\r\n`)],
    ["an oversized length prefix", Buffer.concat([encodeVarInt(2_000_000), randomBytes(100)])],
    ["a VarInt longer than five bytes", Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01])],
    ["a zero length", Buffer.from([0x00, 0x00])],
    ["a pre-1.7 server list ping", Buffer.from([0xfe, 0x01, 0xfa])],
    ["a handshake with a string running past the packet", encodePacket(0x00, encodeVarInt(765), encodeVarInt(200))],
    ["a handshake with an unknown next state", handshake(765, 7)],
    [
      "a login start with a name over 16 characters",
      Buffer.concat([handshake(765, 2), loginStart(765, "x".repeat(17))]),
    ],
    ["a status request with bytes left over", Buffer.concat([handshake(765, 1), encodePacket(0x00, Buffer.from([1]))])],
  ])("closes %s and serves the next client", async (_, bytes) => {
    const { server } = await start();
    const raw = await client(server.port);
    raw.write(bytes);
    await closedSilently(raw);
    await stillServes(server.port);
  });

  it("closes a connection that sends nothing at its deadline", async () => {
    const { server } = await start({ connectionTimeoutMs: 500 });
    const raw = await client(server.port);
    const started = Date.now();
    await closedSilently(raw, 2000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    await stillServes(server.port);
  });

  it("closes a connection that stops halfway through a packet at its deadline", async () => {
    const { server } = await start({ connectionTimeoutMs: 500 });
    const raw = await client(server.port);
    raw.write(handshake(765, 2).subarray(0, 5));
    await closedSilently(raw, 2000);
  });

  it("refuses an address that started too many logins lately, with the too-many-joins text", async () => {
    const { server } = await start({ joinsPerAddress: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const raw = await client(server.port);
      raw.write(Buffer.concat([handshake(765, 2), loginStart(765, "Eager")]));
      expect((await raw.packet())?.id).toBe(0x01);
      raw.socket.destroy();
    }
    const raw = await client(server.port);
    raw.write(Buffer.concat([handshake(765, 2), loginStart(765, "Eager")]));
    expect(disconnectText(await raw.packet())).toBe("too-many-joins 1.8–26.1.2");
  });

  it("closes connections over the cap per address at once, and takes new ones when they end", async () => {
    const { server } = await start({ maxConnectionsPerAddress: 2 });
    const first = await client(server.port);
    await client(server.port);
    const third = await client(server.port);
    await closedSilently(third, 500);
    first.socket.destroy();
    await first.closed;
    await sleep(50);
    await stillServes(server.port);
  });

  it("ends open connections on close()", async () => {
    const { server } = await start({ connectionTimeoutMs: 10_000 });
    const raw = await client(server.port);
    raw.write(handshake(765, 2));
    await sleep(50);
    const started = Date.now();
    await server.close();
    await raw.closed;
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
