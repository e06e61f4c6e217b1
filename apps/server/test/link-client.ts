import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { encodePacket, encodeString, encodeVarInt, PacketReader, takePacket } from "../src/lib/minecraft-wire";

// A client of the link server that writes bytes as given: for the tests and the fuzzer that send
// what no real client would (wrong tokens, garbage, a connection that says nothing).

export interface RawClient {
  socket: Socket;
  write(bytes: Buffer): void;
  /** The next whole packet from the server, or undefined once the connection closed without one. */
  packet(): Promise<{ id: number; data: Buffer } | undefined>;
  /** Resolves when the connection is closed (by either side). */
  readonly closed: Promise<void>;
}

export async function connectRaw(port: number): Promise<RawClient> {
  const socket = connect({ host: "127.0.0.1", port });
  socket.on("error", () => undefined);
  const closed = once(socket, "close").then(() => undefined);
  await once(socket, "connect");
  let buffer: Buffer = Buffer.alloc(0);
  let ended = false;
  let wake: (() => void) | undefined;
  socket.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake?.();
  });
  void closed.then(() => {
    ended = true;
    wake?.();
  });
  return {
    socket,
    closed,
    write: (bytes) => {
      if (!socket.destroyed) socket.write(bytes);
    },
    async packet() {
      for (;;) {
        const next = takePacket(buffer, 1 << 20);
        if (next) {
          buffer = next.rest;
          return { id: next.id, data: next.data };
        }
        if (ended) return undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
  };
}

/** Handshake with next state 1 (status) or 2 (login). */
export function handshake(protocol: number, nextState: number, host = "localhost", port = 25565): Buffer {
  const portBytes = Buffer.alloc(2);
  portBytes.writeUInt16BE(port);
  return encodePacket(0x00, encodeVarInt(protocol), encodeString(host), portBytes, encodeVarInt(nextState));
}

/** Login Start as a client of that protocol version sends it, without a signing key. */
export function loginStart(protocol: number, name: string): Buffer {
  const fields = [encodeString(name)];
  const no = Buffer.from([0]);
  if (protocol === 759) fields.push(no);
  else if (protocol === 760) fields.push(no, no);
  else if (protocol >= 761 && protocol <= 763) fields.push(no);
  else if (protocol >= 764) fields.push(Buffer.alloc(16, 7));
  return encodePacket(0x00, ...fields);
}

/** The text of a login Disconnect's JSON text component. */
export function disconnectText(packet: { id: number; data: Buffer } | undefined): string | undefined {
  if (packet?.id !== 0x00) return undefined;
  return (JSON.parse(new PacketReader(packet.data).string(262_144)) as { text: string }).text;
}
