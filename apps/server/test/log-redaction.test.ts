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

  it("redact every secret parameter and keep the others", () => {
    expect(redactUrl("/a/?page=2&pin=123&Token=x&password1=y&q=steve")).toBe(
      "/a/?page=2&pin=[redacted]&Token=[redacted]&password1=[redacted]&q=steve",
    );
    expect(redactUrl("/a/?%74oken=x")).toBe("/a/?%74oken=[redacted]");
    expect(redactUrl("/no-query/")).toBe("/no-query/");
  });
});
