import { constants, createCipheriv, createDecipheriv, publicEncrypt, randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";
import {
  encodeBytes,
  encodePacket,
  encodeString,
  encodeVarInt,
  PacketReader,
  takePacket,
} from "../src/lib/minecraft-wire";

// A client of the link server that writes bytes as given: for the tests and the fuzzer that send
// what no real client would (wrong tokens, garbage, a connection that says nothing).

export interface RawClient {
  socket: Socket;
  write(bytes: Buffer): void;
  /** The next whole packet from the server, or undefined once the connection closed without one. */
  packet(): Promise<{ id: number; data: Buffer } | undefined>;
  /** Resolves when the connection is closed (by either side). */
  readonly closed: Promise<void>;
  /** From here on, both directions are AES-128-CFB8 with this secret, as after an Encryption Response. */
  encrypt(secret: Buffer): void;
}

export async function connectRaw(port: number): Promise<RawClient> {
  const socket = connect({ host: "127.0.0.1", port });
  // A reset (the server closing with bytes unread) is an error, then a close: the close is what counts.
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("close", () => reject(new Error("Closed before connecting")));
  });
  let buffer: Buffer = Buffer.alloc(0);
  let ended = false;
  let wake: (() => void) | undefined;
  let streams: { cipher: ReturnType<typeof createCipheriv>; decipher: ReturnType<typeof createDecipheriv> } | undefined;
  socket.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, streams ? streams.decipher.update(chunk) : chunk]);
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
      if (!socket.destroyed) socket.write(streams ? streams.cipher.update(bytes) : bytes);
    },
    encrypt(secret) {
      streams = {
        cipher: createCipheriv("aes-128-cfb8", secret, secret),
        decipher: createDecipheriv("aes-128-cfb8", secret, secret),
      };
      buffer = streams.decipher.update(buffer);
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

export interface EncryptionAnswer {
  /** The Encryption Response packet: the secret and the token, each encrypted with the server's key. */
  packet: Buffer;
  secret: Buffer;
  /** The token the server sent. */
  token: Buffer;
}

/** Answers an Encryption Request (its packet data) as a client of that version without a signing key does. */
export function answerEncryption(
  protocol: number,
  request: Buffer,
  tokenBack?: (token: Buffer) => Buffer,
): EncryptionAnswer {
  const reader = new PacketReader(request);
  reader.string(20);
  const key = { key: reader.bytes(1024), format: "der" as const, type: "spki" as const };
  const token = reader.bytes(64);
  const encrypt = (data: Buffer) => publicEncrypt({ ...key, padding: constants.RSA_PKCS1_PADDING }, data);
  const secret = randomBytes(16);
  const sent = tokenBack ? tokenBack(token) : token;
  // 1.19–1.19.2 say whether the token or a signature follows.
  const hasToken = protocol === 759 || protocol === 760 ? [Buffer.from([1])] : [];
  const packet = encodePacket(0x01, encodeBytes(encrypt(secret)), ...hasToken, encodeBytes(encrypt(sent)));
  return { packet, secret, token };
}
