import { connect } from "node:net";
import { decodeVarInt, encodePacket, encodeString, encodeVarInt, takePacket } from "../../lib/minecraft-wire";

// Minecraft Java Edition Server List Ping (https://minecraft.wiki/w/Java_Edition_protocol/Server_List_Ping):
// every packet is VarInt length, VarInt packet id, data. We send a handshake with next state 1 (status)
// and a status request, read the JSON answer, then time a ping/pong for the latency.

/** By convention a client that only asks for the status sends protocol version -1. */
const PROTOCOL_VERSION = -1;
const NEXT_STATE_STATUS = 1;

export interface PingTarget {
  /** Where to connect (after any SRV lookup). */
  host: string;
  port: number;
  /** The address the player typed, sent in the handshake (proxies route on it). */
  handshakeHost: string;
}

export interface PingOptions {
  connectTimeoutMs: number;
  /** The whole exchange after the connection is up must finish within this. */
  readTimeoutMs: number;
  /** The largest packet we accept; a longer one ends the ping. */
  maxPacketBytes: number;
}

export interface PingResult {
  /** The server's JSON status answer, parsed but not yet checked. */
  response: unknown;
  /** Milliseconds of the ping/pong round trip (or of the status exchange if the pong never came). */
  latency: number;
}

function handshake(host: string, port: number): Buffer {
  const portBytes = Buffer.alloc(2);
  portBytes.writeUInt16BE(port);
  return encodePacket(
    0x00,
    encodeVarInt(PROTOCOL_VERSION),
    encodeString(host),
    portBytes,
    encodeVarInt(NEXT_STATE_STATUS),
  );
}

function pingPacket(payload: bigint): Buffer {
  const data = Buffer.alloc(8);
  data.writeBigInt64BE(payload);
  return encodePacket(0x01, data);
}

function readStatusJson(data: Buffer): unknown {
  const length = decodeVarInt(data);
  if (!length || length.value < 0 || length.size + length.value > data.length) throw new Error("Bad status string");
  return JSON.parse(data.subarray(length.size, length.size + length.value).toString("utf8"));
}

/** Asks a Java Edition server for its status over TCP; rejects on refusal, timeout or a malformed answer. */
export function pingJavaServer(target: PingTarget, options: PingOptions): Promise<PingResult> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.host, port: target.port });
    let buffer: Buffer = Buffer.alloc(0);
    let response: unknown;
    let statusSentAt = 0;
    let statusLatency = 0;
    let pingSentAt = 0;
    let settled = false;

    const finish = (error: Error | undefined, result?: PingResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else if (result) resolve(result);
    };
    // Once the status is in, a missing pong still gives an answer: the status round trip.
    const finishEarly = (error: Error) =>
      response === undefined ? finish(error) : finish(undefined, { response, latency: statusLatency });

    let timer = setTimeout(
      () => finish(new Error(`Connect timed out after ${options.connectTimeoutMs} ms`)),
      options.connectTimeoutMs,
    );

    socket.on("connect", () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => finishEarly(new Error(`No answer within ${options.readTimeoutMs} ms`)),
        options.readTimeoutMs,
      );
      statusSentAt = performance.now();
      socket.write(Buffer.concat([handshake(target.handshakeHost, target.port), encodePacket(0x00)]));
    });

    const handlePacket = (id: number, data: Buffer) => {
      if (response === undefined && id === 0x00) {
        response = readStatusJson(data);
        statusLatency = Math.round(performance.now() - statusSentAt);
        pingSentAt = performance.now();
        socket.write(pingPacket(BigInt(Date.now())));
      } else if (response !== undefined && id === 0x01) {
        finish(undefined, { response, latency: Math.round(performance.now() - pingSentAt) });
      } else {
        throw new Error(`Unexpected packet 0x${id.toString(16)}`);
      }
    };

    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      try {
        let next = takePacket(buffer, options.maxPacketBytes);
        while (next && !settled) {
          buffer = next.rest;
          handlePacket(next.id, next.data);
          next = takePacket(buffer, options.maxPacketBytes);
        }
      } catch (error) {
        finishEarly(error instanceof Error ? error : new Error(String(error)));
      }
    });

    socket.on("error", (error) => finishEarly(error));
    socket.on("close", () => finishEarly(new Error("Connection closed before the status answer")));
  });
}
