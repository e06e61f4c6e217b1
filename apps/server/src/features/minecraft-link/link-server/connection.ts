import { randomBytes } from "node:crypto";
import type { Socket } from "node:net";
import { WireError } from "../../../lib/minecraft-wire";
import { PacketChannel } from "./channel";
import { rsaDecrypt, type ServerKeys, sameToken, serverHash, signedToken } from "./encryption";
import { type JoinRate, type LinkServerLimits, limitKey } from "./limits";
import {
  encryptionRequest,
  type LoginStart,
  loginDisconnect,
  pong,
  readEncryptionResponse,
  readHandshake,
  readLoginStart,
  readPing,
  readStatusRequest,
  statusResponse,
} from "./packets";
import { checkJoin } from "./session-check";
import type { LinkServerOptions, RefusalReason } from "./types";
import { isSupported, NEWEST_PROTOCOL, SUPPORTED_VERSIONS } from "./versions";

export interface LinkContext {
  options: LinkServerOptions;
  limits: LinkServerLimits;
  keys: ServerKeys;
  joins: JoinRate;
}

/** The session server's answer must leave time to send the kick before the connection's deadline (or a quarter of a short one). */
const KICK_MARGIN_MS = 1000;

/**
 * Serves one connection from its handshake to its kick, within the connection timeout. Never rejects:
 * a client breaking the protocol is closed quietly, a callback that throws is logged and closed.
 */
export async function serveConnection(socket: Socket, address: string, context: LinkContext): Promise<void> {
  const channel = new PacketChannel(socket);
  const deadline = Date.now() + context.limits.connectionTimeoutMs;
  // Also a finished connection: a client that never closes after its kick is closed at the deadline.
  const timer = setTimeout(
    () => channel.destroy(new WireError("Connection timed out")),
    context.limits.connectionTimeoutMs,
  );
  socket.once("close", () => clearTimeout(timer));
  try {
    const first = await channel.next();
    const handshake = readHandshake(first.id, first.data);
    if (handshake.intent === "status") await serveStatus(channel, handshake.protocol, context);
    else await serveLogin(channel, { address, protocol: handshake.protocol, deadline }, context);
  } catch (error) {
    // A WireError is the client's doing (or the deadline's); anything else is ours, a callback's.
    if (!(error instanceof WireError)) {
      context.options.log.warn({ err: error, address }, "Minecraft link server: a connection failed");
    }
    channel.destroy();
  }
}

async function serveStatus(channel: PacketChannel, protocol: number, { options }: LinkContext): Promise<void> {
  const request = await channel.next();
  readStatusRequest(request.id, request.data);
  const { motd, versionLabel } = await options.status();
  // The client's own number shows the server as compatible; any other number shows it as not.
  const shown = isSupported(protocol) ? protocol : NEWEST_PROTOCOL;
  channel.send(
    statusResponse({
      version: { name: versionLabel, protocol: shown },
      players: { max: 0, online: 0 },
      description: { text: motd },
    }),
  );
  const ping = await channel.next();
  channel.finish(pong(readPing(ping.id, ping.data)));
}

interface Login {
  address: string;
  protocol: number;
  deadline: number;
}

async function serveLogin(channel: PacketChannel, login: Login, context: LinkContext): Promise<void> {
  const { options, keys } = context;
  if (!isSupported(login.protocol)) return refuse(channel, login, "unsupported-version", context);
  const startPacket = await channel.next();
  const start = readLoginStart(login.protocol, startPacket.id, startPacket.data);
  if (!context.joins.take(limitKey(login.address))) return refuse(channel, login, "too-many-joins", context, start);

  const token = randomBytes(4);
  channel.send(encryptionRequest(login.protocol, keys.publicKey, token));
  const answerPacket = await channel.next();
  const answer = readEncryptionResponse(login.protocol, answerPacket.id, answerPacket.data);
  const secret = rsaDecrypt(keys, answer.sharedSecret);
  const tokenBack =
    "verifyToken" in answer
      ? sameToken(token, rsaDecrypt(keys, answer.verifyToken))
      : signedToken(token, answer.salt, answer.signature, start.signingKey);
  if (secret?.length !== 16 || !tokenBack) throw new WireError("Encryption Response does not match");
  channel.encrypt(secret);

  const margin = Math.min(KICK_MARGIN_MS, context.limits.connectionTimeoutMs / 4);
  const waitMs = Math.max(0, Math.min(context.limits.sessionTimeoutMs, login.deadline - Date.now() - margin));
  const signal = AbortSignal.any([AbortSignal.timeout(waitMs), channel.signal]);
  const session = await checkJoin(options.sessionServer, start.name, serverHash(secret, keys.publicKey), signal);
  if (channel.closed) return;
  if (session.kind === "not-authenticated") return refuse(channel, login, "not-authenticated", context, start);
  if (session.kind === "unavailable") {
    options.log.warn(
      { address: login.address, detail: session.detail },
      "Minecraft link server: session server unavailable",
    );
    return refuse(channel, login, "session-server-unavailable", context, start);
  }
  const { player } = session;
  options.log.info(
    { address: login.address, uuid: player.uuid, name: player.name, protocol: login.protocol },
    "Minecraft link server: join verified",
  );
  const kick = await options.onJoin(player, login.address);
  channel.finish(loginDisconnect(kick));
}

async function refuse(
  channel: PacketChannel,
  login: Login,
  reason: RefusalReason,
  { options }: LinkContext,
  start?: LoginStart,
): Promise<void> {
  options.log.info(
    { address: login.address, reason, protocol: login.protocol, claimedName: start?.name },
    "Minecraft link server: join refused",
  );
  const kick = await options.refusal(reason, SUPPORTED_VERSIONS);
  channel.finish(loginDisconnect(kick));
}
