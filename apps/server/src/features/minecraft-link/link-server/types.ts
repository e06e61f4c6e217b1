// apps/server/src/features/minecraft-link/link-server/types.ts
// The contract between the Minecraft link server (the protocol) and the account-linking feature.

/** A player the session server confirmed: the uuid dashed and lower-case, the name as Mojang spells it. */
export interface VerifiedPlayer {
  uuid: string;
  name: string;
}

/** Why the link server turned a join away before it knew the player. */
export type RefusalReason =
  | "unsupported-version" // the client speaks a protocol version the server does not
  | "not-authenticated" // the session server did not confirm the join (an offline-mode client, a cracked one)
  | "session-server-unavailable" // the session server could not be reached or answered an error
  | "too-many-joins"; // this address joined too often lately

export interface LinkServerOptions {
  host: string;
  /** 0 takes a free port (tests). */
  port: number;
  /** Base URL of the session server's API, e.g. https://sessionserver.mojang.com (tests: a local stand-in). */
  sessionServer: string;
  /** The server list's text (plain text, one or two lines) and the version label shown beside it. */
  status(): Promise<{ motd: string; versionLabel: string }>;
  /** A verified player joined: link bookkeeping happens here; the answer is the kick message (plain text). */
  onJoin(player: VerifiedPlayer, address: string): Promise<string>;
  /** The kick message (plain text) for a join turned away; `supported` names the versions spoken, e.g. "1.8–1.21.10". */
  refusal(reason: RefusalReason, supported: string): Promise<string>;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export interface LinkServer {
  /** The port it listens on (the one taken when 0 was asked). */
  port: number;
  close(): Promise<void>;
}

// implemented in ./server.ts:  export function startLinkServer(options: LinkServerOptions): Promise<LinkServer>
