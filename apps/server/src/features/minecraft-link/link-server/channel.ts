import type { Cipher, Decipher } from "node:crypto";
import type { Socket } from "node:net";
import { takePacket, WireError } from "../../../lib/minecraft-wire";
import { aesStreams } from "./encryption";
import { MAX_BUFFERED_BYTES, MAX_PACKET_BYTES } from "./limits";

export interface Packet {
  id: number;
  data: Buffer;
}

/**
 * One client's connection as a sequence of packets: `next()` waits for the next whole one, `send`
 * writes one (encrypted once `encrypt` was called). Whatever breaks the protocol, or the socket
 * closing, rejects the waiting `next()` and destroys the socket; `signal` aborts then too.
 */
export class PacketChannel {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting?: { resolve(packet: Packet): void; reject(error: Error): void };
  private failure?: Error;
  private cipher?: Cipher;
  private decipher?: Decipher;
  private readonly closing = new AbortController();
  private started = false;

  constructor(private readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => this.receive(chunk));
    // An error is followed by "close"; the listener keeps it from being thrown.
    socket.on("error", () => undefined);
    socket.on("close", () => this.fail(new WireError("Connection closed")));
  }

  /** Aborted once the connection is closed or broken. */
  get signal(): AbortSignal {
    return this.closing.signal;
  }

  get closed(): boolean {
    return this.failure !== undefined;
  }

  next(): Promise<Packet> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.waiting) return Promise.reject(new Error("next() is already waiting"));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.deliver();
    });
  }

  send(packet: Buffer): void {
    if (this.closed) return;
    this.socket.write(this.cipher ? this.cipher.update(packet) : packet);
  }

  /** Sends a last packet and ends the connection (the client closes it on reading the kick). */
  finish(packet: Buffer): void {
    this.send(packet);
    if (!this.closed) this.socket.end();
  }

  /** From here on both directions are AES-128-CFB8 with the shared secret as key and IV. */
  encrypt(sharedSecret: Buffer): void {
    const { cipher, decipher } = aesStreams(sharedSecret);
    this.cipher = cipher;
    this.decipher = decipher;
    // Whatever came after the packet that switched is already encrypted.
    this.buffer = decipher.update(this.buffer);
  }

  /** Ends the connection at once. */
  destroy(reason: Error = new WireError("Connection ended")): void {
    this.fail(reason);
  }

  private receive(chunk: Buffer): void {
    if (this.closed) return;
    // A pre-1.7 server list ping starts with 0xFE, as the game's own server tells it apart; we do not answer it.
    if (!this.started && chunk[0] === 0xfe) {
      this.fail(new WireError("Legacy ping"));
      return;
    }
    this.started = true;
    this.buffer = Buffer.concat([this.buffer, this.decipher ? this.decipher.update(chunk) : chunk]);
    if (this.buffer.length > MAX_BUFFERED_BYTES) this.fail(new WireError("Too much sent ahead"));
    else this.deliver();
  }

  private deliver(): void {
    if (!this.waiting) return;
    let packet: ReturnType<typeof takePacket>;
    try {
      packet = takePacket(this.buffer, MAX_PACKET_BYTES);
    } catch (error) {
      // takePacket throws only WireErrors: a length out of range, a VarInt too long.
      this.fail(error instanceof WireError ? error : new WireError(String(error)));
      return;
    }
    if (!packet) return;
    this.buffer = packet.rest;
    const { resolve } = this.waiting;
    this.waiting = undefined;
    resolve({ id: packet.id, data: packet.data });
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.buffer = Buffer.alloc(0);
    this.socket.destroy();
    this.closing.abort(error);
    this.waiting?.reject(error);
    this.waiting = undefined;
  }
}
