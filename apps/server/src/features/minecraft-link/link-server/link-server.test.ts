import { ping } from "minecraft-protocol";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type JoinAs, joinAndReadKick } from "../../../../test/minecraft-join";
import { type SessionServer, startSessionServer } from "../../../../test/session-server";
import { startLinkServer } from "./server";
import type { LinkServer, LinkServerOptions, RefusalReason, VerifiedPlayer } from "./types";

// Real clients (minecraft-protocol, as a player's game would) against the link server, with a
// stand-in for Mojang's session server: the join, the status ping, and the refusals a player sees.

let session: SessionServer;
let server: LinkServer;
const joined: { player: VerifiedPlayer; address: string }[] = [];
const logged: { level: string; obj: object; msg?: string }[] = [];

const options = (): LinkServerOptions => ({
  host: "127.0.0.1",
  port: 0,
  sessionServer: session.url,
  status: async () => ({ motd: "Link your account\nJoin to get a code", versionLabel: "Bastion link" }),
  onJoin: async (player, address) => {
    if (player.name === "Unlucky") throw new Error("The database is gone");
    joined.push({ player, address });
    return `Welcome ${player.name}, your code is 123456`;
  },
  refusal: async (reason: RefusalReason, supported: string) => `refused: ${reason} (${supported})`,
  log: {
    info: (obj, msg) => logged.push({ level: "info", obj, msg }),
    warn: (obj, msg) => logged.push({ level: "warn", obj, msg }),
  },
});

beforeAll(async () => {
  session = await startSessionServer();
  // A client's first join of a version compiles its protocol: seconds on a machine busy with other suites.
  server = await startLinkServer(options(), {
    connectionTimeoutMs: 20_000,
    sessionTimeoutMs: 500,
    joinsPerAddress: 1000,
  });
});
afterAll(async () => {
  await server?.close();
  await session?.close();
});
beforeEach(() => {
  joined.length = 0;
  logged.length = 0;
  session.hasJoined = "answer";
});

/** Joins the link server as a player's game would; resolves with the kick's text. */
const join = (port: number, as: Omit<JoinAs, "sessionServer">) =>
  joinAndReadKick(port, { ...as, sessionServer: session.url });

describe("the Minecraft link server", () => {
  it.each([
    ["26.1", "Notch"],
    ["1.20.4", "Dinnerbone"],
    ["1.19.2", "Grumm"],
    ["1.12.2", "Searge"],
    ["1.8.9", "C418"],
  ])("verifies a %s player with the session server and kicks them with onJoin's text", async (version, name) => {
    const player = session.addPlayer(name);
    const kick = await join(server.port, { version, player, username: name.toLowerCase() });

    expect(kick).toBe(`Welcome ${name}, your code is 123456`);
    const dashed = player.id.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");
    // The name is the session server's spelling, not the one the client sent.
    expect(joined).toEqual([{ player: { uuid: dashed, name }, address: "127.0.0.1" }]);
    expect(session.questions.at(-1)?.username).toBe(name.toLowerCase());
    expect(logged).toContainEqual(
      expect.objectContaining({ level: "info", msg: "Minecraft link server: join verified" }),
    );
  });

  it("takes a 1.19 client's signed verify token as a vanilla server does", async () => {
    const player = session.addPlayer("Signed_Player");
    const kick = await join(server.port, { version: "1.19", player, signingKey: true });
    expect(kick).toBe("Welcome Signed_Player, your code is 123456");
  });

  it("shows the MOTD and the version label in the server list, as compatible with the client", async () => {
    const status = (await ping({ host: "127.0.0.1", port: server.port, version: "1.20.4" })) as {
      version: { name: string; protocol: number };
      description: { text: string };
      players: { online: number; max: number };
    };
    expect(status.description.text).toBe("Link your account\nJoin to get a code");
    expect(status.version).toEqual({ name: "Bastion link", protocol: 765 });
    expect(status.players).toMatchObject({ online: 0, max: 0 });
  });

  it("refuses an offline-mode client: the session server never heard of the join", async () => {
    const kick = await join(server.port, { version: "1.20.4", username: "Cracked" });
    expect(kick).toBe("refused: not-authenticated (1.8–26.1.2)");
    expect(joined).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({ obj: expect.objectContaining({ reason: "not-authenticated", address: "127.0.0.1" }) }),
    );
  });

  it.each([
    ["answers 500", "error"],
    ["does not answer", "hang"],
  ] as const)("refuses the join as unavailable when the session server %s", async (_, mode) => {
    session.hasJoined = mode;
    const player = session.addPlayer(`Waiting_${mode}`);
    const started = Date.now();
    const kick = await join(server.port, { version: "1.20.4", player });
    expect(kick).toBe("refused: session-server-unavailable (1.8–26.1.2)");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(joined).toEqual([]);
  });

  it("closes the connection and logs when onJoin fails, and serves the next player", async () => {
    const unlucky = session.addPlayer("Unlucky");
    await expect(join(server.port, { version: "1.20.4", player: unlucky })).rejects.toThrow(/Ended without a kick/);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "Minecraft link server: a connection failed" }),
    );

    const next = session.addPlayer("Lucky");
    expect(await join(server.port, { version: "1.20.4", player: next })).toBe("Welcome Lucky, your code is 123456");
  });
});
