import { createSocket, type Socket } from "node:dgram";
import { Resolver } from "node:dns/promises";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MinecraftPeer, startMinecraftPeer } from "../../../test/minecraft-peer";
import { loadConfig } from "../../config";
import { parseServerAddress, resolvePingTarget } from "./server-status.address";
import { createServerStatusService } from "./server-status.service";

// A tiny DNS server on loopback that answers SRV questions from a table and NXDOMAIN otherwise,
// so the lookup runs through node's real resolver and the real wire format.

interface Srv {
  priority: number;
  weight: number;
  port: number;
  target: string;
}

function encodeName(name: string): Buffer {
  const labels = name.split(".").filter(Boolean);
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);
}

function readQuestion(query: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let offset = 12;
  for (let length = query[offset] ?? 0; length > 0; length = query[offset] ?? 0) {
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString());
    offset += length + 1;
  }
  return { name: labels.join("."), end: offset + 5 };
}

function answer(query: Buffer, records: Srv[]): Buffer {
  const { end } = readQuestion(query);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(records.length > 0 ? 0x8180 : 0x8183, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const answers = records.map((record) => {
    const data = Buffer.concat([Buffer.alloc(6), encodeName(record.target)]);
    data.writeUInt16BE(record.priority, 0);
    data.writeUInt16BE(record.weight, 2);
    data.writeUInt16BE(record.port, 4);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0);
    fixed.writeUInt16BE(33, 2);
    fixed.writeUInt16BE(1, 4);
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, query.subarray(12, end), ...answers]);
}

let dns: Socket;
let resolver: Resolver;
const zone = new Map<string, Srv[]>();
const asked: string[] = [];

beforeAll(async () => {
  dns = createSocket("udp4");
  dns.on("message", (query, remote) => {
    const { name } = readQuestion(query);
    asked.push(name);
    dns.send(answer(query, zone.get(name.toLowerCase()) ?? []), remote.port, remote.address);
  });
  dns.bind(0, "127.0.0.1");
  await once(dns, "listening");
  resolver = new Resolver({ timeout: 1000, tries: 1 });
  resolver.setServers([`127.0.0.1:${(dns.address() as AddressInfo).port}`]);
});
afterAll(() => dns.close());

describe("parseServerAddress", () => {
  it("reads host and host:port and refuses a port out of range", () => {
    expect(parseServerAddress("play.example.org")).toEqual({ host: "play.example.org", port: undefined });
    expect(parseServerAddress("play.example.org:25570")).toEqual({ host: "play.example.org", port: 25570 });
    expect(parseServerAddress("play.example.org:70000")).toBeUndefined();
    expect(parseServerAddress("play.example.org:0")).toBeUndefined();
  });
});

describe("SRV records", () => {
  it("follows _minecraft._tcp to the record with the lowest priority, then the highest weight", async () => {
    zone.set("_minecraft._tcp.srv.bastion.test", [
      { priority: 10, weight: 100, port: 1111, target: "backup.bastion.test" },
      { priority: 5, weight: 1, port: 2222, target: "light.bastion.test" },
      { priority: 5, weight: 50, port: 3333, target: "main.bastion.test" },
    ]);
    const target = await resolvePingTarget({ host: "srv.bastion.test", port: undefined }, resolver);
    expect(target).toEqual({ host: "main.bastion.test", port: 3333, handshakeHost: "srv.bastion.test" });
  });

  it("uses the host on port 25565 when there is no record, and skips DNS when a port is given", async () => {
    asked.length = 0;
    expect(await resolvePingTarget({ host: "plain.bastion.test", port: undefined }, resolver)).toEqual({
      host: "plain.bastion.test",
      port: 25565,
      handshakeHost: "plain.bastion.test",
    });
    expect(asked).toEqual(["_minecraft._tcp.plain.bastion.test"]);
    await resolvePingTarget({ host: "plain.bastion.test", port: 25600 }, resolver);
    expect(asked).toHaveLength(1);
  });

  describe("through the status service", () => {
    let peer: MinecraftPeer;
    beforeAll(async () => {
      peer = await startMinecraftPeer({ motd: "§bFound by SRV", online: 2, max: 30 });
    });
    afterAll(() => peer.close());

    it("pings the server an SRV record points at", async () => {
      zone.set("_minecraft._tcp.play.bastion.test", [{ priority: 0, weight: 5, port: peer.port, target: "127.0.0.1" }]);
      const config = loadConfig({ DATA_DIR: "/tmp", MINECRAFT_SERVER: "play.bastion.test", LOG_LEVEL: "silent" });
      const log = pino({ level: "silent" }) as FastifyBaseLogger;
      const status = await createServerStatusService(config, log, { srvLookup: resolver }).get();
      expect(status).toMatchObject({ online: true, players: { online: 2, max: 30 } });
      expect(status.motd.html).toBe('<span style="color:#55ffff">Found by SRV</span>');
      expect(peer.connections).toBe(1);
    });
  });
});
