import { once } from "node:events";
import { createServer as createHttpServer, type IncomingMessage } from "node:http";
import { type AddressInfo, connect, createServer as createTcpServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { type MinecraftPeer, startMinecraftPeer } from "../../../test/minecraft-peer";

// A 1x1 PNG, as a server icon would be sent.
const ICON =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const COLOURED_MOTD = {
  text: "",
  extra: [
    { text: "Bastion ", color: "green", bold: true },
    { text: "Survival", color: "#ff8800" },
    { text: "\nNow with ", color: "gray", extra: [{ text: "castles", italic: true }] },
  ],
};

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

async function peer(status: Parameters<typeof startMinecraftPeer>[0]): Promise<MinecraftPeer> {
  const started = await startMinecraftPeer(status);
  cleanup.push(() => started.close());
  return started;
}

async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  cleanup.push(() => t.close());
  return t;
}

async function listen(server: Server | ReturnType<typeof createHttpServer>): Promise<number> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  cleanup.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createTcpServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const OFFLINE = {
  online: false,
  icon: null,
  players: { online: 0, max: 0 },
  motd: { html: "" },
  version: null,
  latency: null,
};

describe("GET /api/server-status/ against a real game server", () => {
  it("answers players, the coloured MOTD as HTML, the icon, the version and the latency", async () => {
    const server = await peer({ motd: COLOURED_MOTD, online: 7, max: 50, favicon: ICON, version: "Paper 1.21.4" });
    const t = await app({ MINECRAFT_SERVER: `127.0.0.1:${server.port}` });
    const response = await t.app.inject({ method: "GET", url: "/api/server-status/" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ online: true, icon: ICON, players: { online: 7, max: 50 }, version: "Paper 1.21.4" });
    expect(body.motd.html).toBe(
      '<span style="color:#55ff55;font-weight:bold">Bastion </span>' +
        '<span style="color:#ff8800">Survival</span>' +
        '<span style="color:#aaaaaa">\nNow with </span>' +
        '<span style="color:#aaaaaa;font-style:italic">castles</span>',
    );
    expect(body.latency).toBeGreaterThanOrEqual(0);
    expect(body.latency).toBeLessThan(3000);
  });

  it("turns a legacy § MOTD into the same kind of spans", async () => {
    const server = await peer({ motd: "§6§lBastion§r §7- §cPvP §nevents", online: 0, max: 20 });
    const t = await app({ MINECRAFT_SERVER: `127.0.0.1:${server.port}` });
    const body = (await t.app.inject({ method: "GET", url: "/api/server-status/" })).json();
    expect(body.motd.html).toBe(
      '<span style="color:#ffaa00;font-weight:bold">Bastion</span> <span style="color:#aaaaaa">- </span>' +
        '<span style="color:#ff5555">PvP </span><span style="color:#ff5555;text-decoration:underline">events</span>',
    );
    expect(body.players).toEqual({ online: 0, max: 20 });
    expect(body.icon).toBeNull();
  });

  it("shows a MOTD's <script> and <img onerror> as text, never as markup", async () => {
    const server = await peer({
      motd: {
        text: '<script>alert("motd")</script>',
        color: 'red" onmouseover="alert(1)',
        extra: [{ text: "<img src=x onerror=alert(1)>", color: "#00ff00;background:url(x)" }, "§a</span><b>"],
      },
      online: 1,
      max: 2,
    });
    const t = await app({ MINECRAFT_SERVER: `127.0.0.1:${server.port}` });
    const { html } = (await t.app.inject({ method: "GET", url: "/api/server-status/" })).json().motd;
    expect(html).toBe(
      "&lt;script&gt;alert(&quot;motd&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;" +
        '<span style="color:#55ff55">&lt;/span&gt;&lt;b&gt;</span>',
    );
    expect(html).not.toMatch(/<(?!\/?span)/);
  });

  it("drops an icon that is not a base64 PNG data URL", async () => {
    const server = await peer({
      motd: "hi",
      online: 1,
      max: 2,
      favicon: 'data:image/svg+xml;base64,PHN2Zz4=" onload="x',
    });
    const t = await app({ MINECRAFT_SERVER: `127.0.0.1:${server.port}` });
    expect((await t.app.inject({ method: "GET", url: "/api/server-status/" })).json().icon).toBeNull();
  });

  it("sends exactly one ping for 100 concurrent requests on a cold cache", async () => {
    const server = await peer({ motd: "§aBusy day", online: 12, max: 100 });
    const t = await app({ MINECRAFT_SERVER: `127.0.0.1:${server.port}` });
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => t.app.inject({ method: "GET", url: "/api/server-status/" })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses[0]?.json().players).toEqual({ online: 12, max: 100 });
    expect(server.connections).toBe(1);
  });

  it("serves the cached answer for later requests instead of pinging again", async () => {
    const server = await peer({ motd: "first", online: 3, max: 10 });
    const t = await app({ MINECRAFT_SERVER: `127.0.0.1:${server.port}` });
    await t.app.inject({ method: "GET", url: "/api/server-status/" });
    server.status = { motd: "second", online: 9, max: 10 };
    const body = (await t.app.inject({ method: "GET", url: "/api/server-status/" })).json();
    expect(body.players.online).toBe(3);
    expect(body.motd.html).toBe("first");
    expect(server.connections).toBe(1);
  });

  it("answers offline, not an error, when nothing listens on the port", async () => {
    const t = await app({ MINECRAFT_SERVER: `127.0.0.1:${await closedPort()}` });
    const response = await t.app.inject({ method: "GET", url: "/api/server-status/" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(OFFLINE);
  });

  it("answers offline without pinging when no game server is configured", async () => {
    const t = await app({});
    const response = await t.app.inject({ method: "GET", url: "/api/server-status/" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(OFFLINE);
  });

  it("retries once: a dropped first connection still gives the live answer", async () => {
    const server = await peer({ motd: "back again", online: 4, max: 8 });
    let accepted = 0;
    const flaky = createTcpServer((socket) => {
      accepted += 1;
      if (accepted === 1) {
        socket.destroy();
        return;
      }
      const upstream = connect(server.port, "127.0.0.1");
      socket.pipe(upstream).pipe(socket);
      upstream.on("error", () => socket.destroy());
      socket.on("error", () => upstream.destroy());
    });
    const port = await listen(flaky);
    const t = await app({ MINECRAFT_SERVER: `127.0.0.1:${port}` });
    const body = (await t.app.inject({ method: "GET", url: "/api/server-status/" })).json();
    expect(body).toMatchObject({ online: true, players: { online: 4, max: 8 } });
    expect(accepted).toBe(2);
  });

  it("gives up on a server that announces an oversized answer", async () => {
    let accepted = 0;
    const hostile = createTcpServer((socket) => {
      accepted += 1;
      // A packet length of 2^28: far above the cap; the client must not wait for it.
      socket.on("data", () => socket.write(Buffer.from([0x80, 0x80, 0x80, 0x80, 0x01])));
      socket.on("error", () => undefined);
    });
    const t = await app({ MINECRAFT_SERVER: `127.0.0.1:${await listen(hostile)}` });
    const started = Date.now();
    const response = await t.app.inject({ method: "GET", url: "/api/server-status/" });
    expect(response.json()).toEqual(OFFLINE);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(accepted).toBe(2);
  });

  it("gives up after the read timeout on a server that accepts and says nothing", async () => {
    // It reads (so it sees the client hang up) but never answers.
    const silent = createTcpServer((socket) => socket.resume().on("error", () => undefined));
    const t = await app({ MINECRAFT_SERVER: `127.0.0.1:${await listen(silent)}` });
    const started = Date.now();
    const response = await t.app.inject({ method: "GET", url: "/api/server-status/" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(OFFLINE);
    // Two attempts of 3 s each and the pause between them.
    expect(Date.now() - started).toBeLessThan(8000);
  });
});

describe("GET /api/server-status/ with STATUS_API_URL", () => {
  async function statusApi(answer: (request: IncomingMessage) => { status: number; body: unknown }) {
    const seen: string[] = [];
    const server = createHttpServer((request, response) => {
      seen.push(request.url ?? "");
      const { status, body } = answer(request);
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    });
    const port = await listen(server);
    return { seen, template: `http://127.0.0.1:${port}/3/{address}` };
  }

  it("maps the service's answer to ours and rebuilds the MOTD from its raw text", async () => {
    const api = await statusApi(() => ({
      status: 200,
      body: {
        online: true,
        players: { online: 5, max: 60 },
        version: "Paper 1.21.4",
        icon: ICON,
        motd: {
          raw: ["§aWelcome to §lBastion", "§7<script>x()</script>"],
          clean: ["Welcome to Bastion", "<script>x()</script>"],
          html: ['<span onclick="steal()">Welcome</span>', "<script>x()</script>"],
        },
      },
    }));
    const t = await app({ MINECRAFT_SERVER: "play.bastion.test:25566", STATUS_API_URL: api.template });
    const body = (await t.app.inject({ method: "GET", url: "/api/server-status/" })).json();
    expect(api.seen).toEqual(["/3/play.bastion.test:25566"]);
    expect(body).toEqual({
      online: true,
      icon: ICON,
      players: { online: 5, max: 60 },
      motd: {
        html:
          '<span style="color:#55ff55">Welcome to </span><span style="color:#55ff55;font-weight:bold">Bastion\n</span>' +
          '<span style="color:#aaaaaa">&lt;script&gt;x()&lt;/script&gt;</span>',
      },
      version: "Paper 1.21.4",
      latency: null,
    });
  });

  it("understands the mcstatus.io shape (version object, raw MOTD string)", async () => {
    const api = await statusApi(() => ({
      status: 200,
      body: {
        online: true,
        players: { online: 2, max: 10 },
        version: { name_raw: "§fVelocity 3.4", name_clean: "Velocity 3.4", protocol: 767 },
        motd: { raw: "§bHello\n§eWorld", clean: "Hello\nWorld" },
        icon: "javascript:alert(1)",
      },
    }));
    const t = await app({ MINECRAFT_SERVER: "play.bastion.test", STATUS_API_URL: api.template });
    const body = (await t.app.inject({ method: "GET", url: "/api/server-status/" })).json();
    expect(body).toMatchObject({ online: true, icon: null, version: "Velocity 3.4", players: { online: 2, max: 10 } });
    expect(body.motd.html).toBe('<span style="color:#55ffff">Hello\n</span><span style="color:#ffff55">World</span>');
  });

  it("answers offline when the service says so, and when it fails twice", async () => {
    const offline = await statusApi(() => ({ status: 200, body: { online: false, ip: "", port: 25565 } }));
    const t1 = await app({ MINECRAFT_SERVER: "play.bastion.test", STATUS_API_URL: offline.template });
    expect((await t1.app.inject({ method: "GET", url: "/api/server-status/" })).json()).toEqual(OFFLINE);

    const broken = await statusApi(() => ({ status: 502, body: { error: "bad gateway" } }));
    const t2 = await app({ MINECRAFT_SERVER: "play.bastion.test", STATUS_API_URL: broken.template });
    const response = await t2.app.inject({ method: "GET", url: "/api/server-status/" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(OFFLINE);
    expect(broken.seen).toHaveLength(2);
  });

  it("refuses a STATUS_API_URL without {address} at start", async () => {
    await expect(
      app({ MINECRAFT_SERVER: "play.bastion.test", STATUS_API_URL: "https://api.example/status" }),
    ).rejects.toThrow(/STATUS_API_URL: must contain \{address\}/);
  });
});
