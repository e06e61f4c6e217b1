import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { type FakeAuthPlugin, startFakeMysql } from "../../../test/fake-mysql";
import { checkLitebans } from "../../cli/doctor/checks";
import { ConfigError, loadConfig } from "../../config";
import { plainTextWarning } from "./litebans.service";
import { LitebansSource, SourceError } from "./litebans.source";

// Issue 26 item 6: LiteBans' password and punishments never cross a network in plain text unless
// the owner said so, and the server's RSA key is never fetched without TLS.

const config = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: "silent", ...env });
const refusal = (env: Record<string, string>) => {
  try {
    config(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return undefined;
};

describe("LITEBANS_DATABASE_URL on another host", () => {
  it("is refused at start without TLS, naming the setting and the host", () => {
    const message = refusal({ LITEBANS_DATABASE_URL: "mysql://bastion:secret@db.example.org:3306/litebans" });
    expect(message).toContain(
      "LITEBANS_TLS: db.example.org (in LITEBANS_DATABASE_URL) is not this machine, so the connection needs TLS: set LITEBANS_TLS=verify",
    );
    expect(message).toContain("LITEBANS_TLS=off to send the password and punishments in plain text (not advised)");
    expect(message).not.toContain("secret");
  });

  it("connects over TLS with LITEBANS_TLS=verify or a CA file, and in plain text only when told, with a warning", () => {
    const ca = join(mkdtempSync(join(tmpdir(), "bastion-ca-")), "ca.pem");
    writeFileSync(ca, "-----BEGIN CERTIFICATE-----\n");
    const url = "mysql://bastion:secret@db.example.org:3306/litebans";
    expect(config({ LITEBANS_DATABASE_URL: url, LITEBANS_TLS: "verify" }).litebansTls).toBe("verify");
    const withCa = config({ LITEBANS_DATABASE_URL: url, LITEBANS_TLS_CA: ca });
    expect(withCa.litebansTls).toBe("verify");
    expect(checkLitebans(withCa)).toEqual([
      {
        name: "LiteBans",
        verdict: "OK",
        detail: `TLS to db.example.org, its certificate and name checked against the CA in ${ca}`,
      },
    ]);

    const plain = config({
      LITEBANS_DATABASE_URL: "mysql://bastion:secret@10.0.0.5:3306/litebans",
      LITEBANS_TLS: "off",
    });
    expect(plain.litebansTls).toBe("off");
    const warning = plainTextWarning(plain);
    expect(warning).toMatch(/^LITEBANS_TLS=off: the password of LITEBANS_DATABASE_URL and the punishments cross/);
    expect(checkLitebans(plain)).toEqual([{ name: "LiteBans", verdict: "WARN", detail: warning }]);
  });

  it("refuses options in the URL, a CA file it cannot read, and a CA file with LITEBANS_TLS=off", () => {
    const url = "mysql://bastion:secret@db.example.org:3306/litebans";
    expect(refusal({ LITEBANS_DATABASE_URL: `${url}?ssl=true` })).toContain(
      "LITEBANS_DATABASE_URL: takes no options after ? (TLS is set with LITEBANS_TLS and LITEBANS_TLS_CA)",
    );
    expect(refusal({ LITEBANS_DATABASE_URL: url, LITEBANS_TLS_CA: "/nowhere/ca.pem" })).toContain(
      "LITEBANS_TLS_CA: cannot read /nowhere/ca.pem (ENOENT)",
    );
    // The client checks a certificate against a name only.
    for (const address of ["10.0.0.5", "[2001:db8::5]"]) {
      expect(
        refusal({ LITEBANS_DATABASE_URL: `mysql://u:p@${address}:3306/litebans`, LITEBANS_TLS: "verify" }),
      ).toContain(
        `LITEBANS_DATABASE_URL: with TLS, write the host as the name its certificate is made out to, not the address ${address}`,
      );
    }
    expect(refusal({ LITEBANS_DATABASE_URL: url, LITEBANS_TLS: "maybe" })).toContain(
      'LITEBANS_TLS: must be "verify" or "off"',
    );
    const ca = join(mkdtempSync(join(tmpdir(), "bastion-ca-")), "ca.pem");
    writeFileSync(ca, "");
    expect(refusal({ LITEBANS_DATABASE_URL: url, LITEBANS_TLS_CA: ca, LITEBANS_TLS: "off" })).toContain(
      "LITEBANS_TLS_CA: set while LITEBANS_TLS=off",
    );
  });

  it("is logged as plain text at every start when LITEBANS_TLS=off", async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      {
        LITEBANS_DATABASE_URL: "mysql://bastion:secret@litebans.invalid:3306/litebans",
        LITEBANS_TLS: "off",
        LOG_LEVEL: "warn",
      },
      { logStream: { write: (line) => lines.push(line) } },
    );
    await t.close();
    const warned = lines.filter((line) => line.includes("LITEBANS_TLS=off"));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain("cross the network to litebans.invalid in plain text");
    expect(warned[0]).not.toContain("secret");
  });
});

describe("LITEBANS_DATABASE_URL on this machine", () => {
  it("needs no TLS setting: localhost, 127.0.0.0/8 and ::1 stay plain and doctor says why", () => {
    for (const host of ["localhost", "127.0.0.1", "127.1.2.3", "[::1]"]) {
      const loopback = config({ LITEBANS_DATABASE_URL: `mysql://bastion:secret@${host}:3306/litebans` });
      expect(loopback.litebansTls, host).toBe("off");
      expect(plainTextWarning(loopback), host).toBeUndefined();
      expect(checkLitebans(loopback)[0]?.verdict, host).toBe("OK");
    }
  });
});

describe("a server that asks for the password in full over plain text", () => {
  const servers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  for (const plugin of ["caching_sha2_password", "sha256_password"] satisfies FakeAuthPlugin[]) {
    it(`is never asked for its RSA key (${plugin}): the connection fails and says why`, async () => {
      const fake = await startFakeMysql(plugin);
      servers.push(fake);
      const source = new LitebansSource({
        url: `mysql://bastion:secret@127.0.0.1:${fake.port}/litebans`,
        prefix: "litebans_",
        tls: "off",
        connectTimeoutMs: 3000,
      });
      try {
        const error = await source.now().then(
          () => undefined,
          (failure: unknown) => failure,
        );
        expect(fake.keyRequests).toBe(0);
        expect(error).toBeInstanceOf(SourceError);
        expect((error as SourceError).kind).toBe("tls");
        expect((error as SourceError).message).toBe(
          `LiteBans' database asked for the password in full (${plugin}) over a connection without TLS, where a machine in the middle could read it: Bastion never fetches the server's RSA key in plain text. Set LITEBANS_TLS=verify, or give the account mysql_native_password`,
        );
      } finally {
        await source.close();
      }
    });
  }
});
