import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { redactUrl } from "../src/lib/log-redaction";
import { TestClient } from "./app";
import { createTestDatabase, type TestDatabase } from "./database";

describe("request logs", () => {
  const lines: string[] = [];
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: database.dataDir, BOT_CHECK: "none", LOG_LEVEL: "info" });
    app = await buildApp(config, {
      database: database.handle,
      serveWeb: false,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("never hold the token of a verification or reset link", async () => {
    const secret = "Zq3s9Xk2Lm8Pw4Rt6Yv1Nb7Hc5Jd0Fg";
    const client = new TestClient(app);
    await client.get(`/verify/steve/?token=${secret}`);
    await client.get(`/forgot-password/steve/?utm=mail&token=${secret}`);
    await client.post(`/verification/api/verify-account/?token=${secret}`, { username: "steve", token: secret });
    const logged = lines.join("");
    expect(logged).toContain("/verify/steve/?token=[redacted]");
    expect(logged).toContain("/forgot-password/steve/?utm=mail&token=[redacted]");
    expect(logged).not.toContain(secret);
  });

  it("never hold the server id or the player name a locked news feed is opened with", async () => {
    // Issue 26 item 12: the server id is the network's shared secret, the name a player's.
    const client = new TestClient(app);
    await client.get("/mc2/api/feed/q3Zr0u8mWm1bY9kC2hQy4A/?server=hidden-survival-7&un=SecretSteve");
    await client.get("/mc2/api/feed/q3Zr0u8mWm1bY9kC2hQy4A/?UN=SecretSteve");
    const logged = lines.join("");
    expect(logged).toContain("/mc2/api/feed/q3Zr0u8mWm1bY9kC2hQy4A/?server=[redacted]&un=[redacted]");
    expect(logged).toContain("/mc2/api/feed/q3Zr0u8mWm1bY9kC2hQy4A/?UN=[redacted]");
    expect(logged).not.toContain("hidden-survival-7");
    expect(logged).not.toContain("SecretSteve");
  });

  it("redact every secret parameter and keep the others", () => {
    expect(redactUrl("/a/?page=2&pin=123&Token=x&password1=y&q=steve")).toBe(
      "/a/?page=2&pin=[redacted]&Token=[redacted]&password1=[redacted]&q=steve",
    );
    expect(redactUrl("/a/?%74oken=x")).toBe("/a/?%74oken=[redacted]");
    expect(redactUrl("/no-query/")).toBe("/no-query/");
  });
});
