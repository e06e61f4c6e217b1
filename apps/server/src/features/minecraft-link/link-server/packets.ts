import { encodeBytes, encodePacket, encodeString, PacketReader, WireError } from "../../../lib/minecraft-wire";
import { PROTOCOL } from "./versions";

// The packets of the handshake, status and login states the link server reads and writes, in every
// version it speaks (https://minecraft.wiki/w/Java_Edition_protocol/Packets). Readers throw a
// WireError on anything malformed: a wrong id, a field out of bounds, bytes left over.

export type Intent = "status" | "login";

export interface Handshake {
  protocol: number;
  intent: Intent;
}

/** Handshake (0x00): protocol version, server address, port, next state (1 status, 2 login, 3 transfer). */
export function readHandshake(id: number, data: Buffer): Handshake {
  expectId(id, 0x00);
  const reader = new PacketReader(data);
  const protocol = reader.varInt();
  reader.string(255);
  reader.unsignedShort();
  const nextState = reader.varInt();
  reader.end();
  if (nextState === 1) return { protocol, intent: "status" };
  // A transfer (1.20.5+) logs in like a join.
  if (nextState === 2 || nextState === 3) return { protocol, intent: "login" };
  throw new WireError(`Unknown next state ${nextState}`);
}

/** Status Request (0x00) has no fields. */
export function readStatusRequest(id: number, data: Buffer): void {
  expectId(id, 0x00);
  new PacketReader(data).end();
}

/** Ping Request (0x01): a long the answer echoes. */
export function readPing(id: number, data: Buffer): Buffer {
  expectId(id, 0x01);
  const reader = new PacketReader(data);
  const payload = reader.long();
  reader.end();
  return payload;
}

export function statusResponse(status: object): Buffer {
  return encodePacket(0x00, encodeString(JSON.stringify(status)));
}

export function pong(payload: Buffer): Buffer {
  return encodePacket(0x01, payload);
}

export interface LoginStart {
  /** The name the client claims; only asked about, never trusted. */
  name: string;
  /** 1.19–1.19.2: the player's signing key (X.509 DER), which may sign the verify token. */
  signingKey?: Buffer;
}

/** Login Start (0x00): the name, then fields that changed from version to version. */
export function readLoginStart(protocol: number, id: number, data: Buffer): LoginStart {
  expectId(id, 0x00);
  const reader = new PacketReader(data);
  const name = reader.string(16);
  if (name.length === 0) throw new WireError("Empty player name");
  let signingKey: Buffer | undefined;
  if (protocol >= PROTOCOL.signedLogin && protocol < PROTOCOL.unsignedLogin && reader.boolean()) {
    reader.long(); // the key's expiry
    signingKey = reader.bytes(512);
    reader.bytes(4096); // Mojang's signature of the key
  }
  if (protocol >= PROTOCOL.requiredUuid) reader.uuid();
  else if (protocol >= PROTOCOL.loginUuid && reader.boolean()) reader.uuid();
  reader.end();
  return { name, signingKey };
}

/** Encryption Request (0x01): an empty server id, our public key, the token to send back. */
export function encryptionRequest(protocol: number, publicKey: Buffer, verifyToken: Buffer): Buffer {
  const fields = [encodeString(""), encodeBytes(publicKey), encodeBytes(verifyToken)];
  if (protocol >= PROTOCOL.shouldAuthenticate) fields.push(Buffer.from([1]));
  return encodePacket(0x01, ...fields);
}

/** The verify token comes back encrypted, or (1.19–1.19.2, a client with a signing key) signed with salt. */
export type EncryptionResponse =
  | { sharedSecret: Buffer; verifyToken: Buffer }
  | { sharedSecret: Buffer; salt: Buffer; signature: Buffer };

/** Encryption Response (0x01): the shared secret and the verify token, both encrypted with our key. */
export function readEncryptionResponse(protocol: number, id: number, data: Buffer): EncryptionResponse {
  expectId(id, 0x01);
  const reader = new PacketReader(data);
  const sharedSecret = reader.bytes(256);
  let response: EncryptionResponse;
  if (protocol >= PROTOCOL.signedLogin && protocol < PROTOCOL.unsignedLogin && !reader.boolean()) {
    const salt = reader.long();
    response = { sharedSecret, salt, signature: reader.bytes(1024) };
  } else {
    response = { sharedSecret, verifyToken: reader.bytes(256) };
  }
  reader.end();
  return response;
}

/** Disconnect (login, 0x00): a JSON text component, in every version. */
export function loginDisconnect(text: string): Buffer {
  return encodePacket(0x00, encodeString(JSON.stringify({ text })));
}

function expectId(id: number, expected: number): void {
  if (id !== expected) throw new WireError(`Unexpected packet 0x${id.toString(16)}`);
}
