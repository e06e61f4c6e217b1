import { API_PATHS, type MinecraftLinkChanged } from "@bastion/shared";
import { ping } from "minecraft-protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { joinAndReadKick } from "../../../test/minecraft-join";
import { type SessionServer, startSessionServer } from "../../../test/session-server";

// Issue 32, end to end: the app starts its link server (LINK_SERVER_PORT), a real Minecraft client
// joins it signed in with the session server's stand-in (MOJANG_SESSION_SERVER), reads the code in
// its kick message, and the code typed through the API links the account to that player.

let session: SessionServer;
let t: TestApp;

beforeAll(async () => {
  session = await startSessionServer();
  t = await createTestApp({
    LINK_SERVER_PORT: "0",
    LINK_SERVER_HOST: "127.0.0.1",
    MOJANG_SESSION_SERVER: session.url,
    SITE_NAME: "Craftia",
  });
});
afterAll(async () => {
  await t?.close();
  await session?.close();
});

describe("the link server in the app", () => {
  it("shows a joining player a code that links their account when typed on the site", async () => {
    const port = t.app.linkServer()?.port;
    if (!port) throw new Error("the link server is not running");
    const player = session.addPlayer("Dinnerbone", "61699b2ed3274a019f1e0ea8c3f06bc6");

    const kick = await joinAndReadKick(port, { version: "1.20.4", player, sessionServer: session.url });
    const code = /Your link code is ([A-Z2-9]{4}-[A-Z2-9]{4})\./.exec(kick)?.[1];
    expect(code, kick).toBeDefined();

    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    const linked = await client.post(API_PATHS.minecraftLink.code, { code });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<MinecraftLinkChanged>().status.link).toMatchObject({
      uuid: "61699b2e-d327-4a01-9f1e-0ea8c3f06bc6",
      name: "Dinnerbone",
    });

    // Joining again, the player is told whose account it is.
    const again = await joinAndReadKick(port, { version: "1.20.4", player, sessionServer: session.url });
    expect(again).toBe(`Your Minecraft account Dinnerbone is linked to ${user.username} on Craftia.`);
  });

  it("turns an offline-mode client away with the site's words, and answers the server list", async () => {
    const port = t.app.linkServer()?.port ?? 0;
    const kick = await joinAndReadKick(port, { version: "1.20.4", sessionServer: session.url });
    expect(kick).toBe(
      "Your Minecraft account could not be confirmed. Join with the official launcher, signed in to your Microsoft account.",
    );
    const status = (await ping({ host: "127.0.0.1", port, version: "1.20.4" })) as { description: unknown };
    expect(JSON.stringify(status.description)).toContain("Join to link your account to Craftia");
  });
});
