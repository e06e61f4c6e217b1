import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { buildUser, createTestApp, type TestApp, TestClient } from "./app";

describe("TRUST_PROXY", () => {
  it("refuses true at start, and says what to set instead", () => {
    for (const value of ["true", "TRUE", " true "]) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: true would trust addresses that clients write themselves.*number of proxies.*addresses/,
      );
    }
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });

  describe("behind one trusted proxy", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: "1" });
    });
    afterAll(() => t.close());

    it("keys the limits by the address the proxy appended, whatever the client wrote before it", async () => {
      const user = await buildUser(t.db);
      const client = new TestClient(t.app);
      // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw.
      const login = (spoofed: string, password: string) =>
        client.request({
          method: "POST",
          url: "/users/api/login/",
          payload: { email: user.email, password },
          remoteAddress: "10.0.0.2",
          headers: { "x-forwarded-for": `${spoofed}, 203.0.113.9` },
        });
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await login(`198.51.100.${attempt}`, "wrong-password")).statusCode).toBe(401);
      }
      expect((await login("198.51.100.99", user.password)).statusCode).toBe(429);
      const keys = (await t.db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);
      expect(keys).toContain("login:ip:203.0.113.9");
      expect(keys.filter((key) => key.includes("198.51.100."))).toEqual([]);
    });
  });
});
