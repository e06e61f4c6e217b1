import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startThrowawayMariadb, type ThrowawayMariadb } from "../../../../../tools/lib/mariadb-throwaway";
import { createTestApp } from "../../../test/app";
import { litebansRow, uuidOf } from "../../../test/factories/litebans";
import { createLitebansDb, type LitebansDb, waitFor } from "../../../test/litebans";
import { LitebansSource, type SourceError, type SourceOptions } from "./litebans.source";

// Issue 26 item 6 against a real MariaDB that offers TLS with a certificate from a private CA (made
// here with openssl): the CA file lets the sync in, a wrong CA, no CA and a certificate for another
// name keep it out, and a server without TLS is named as such.

const dir = mkdtempSync(join(tmpdir(), "bastion-litebans-tls-"));
const file = (name: string) => join(dir, name);
const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });

/** A CA (and a second, unrelated one), and two server certificates it signs: for localhost and for another name. */
function makeCertificates() {
  for (const ca of ["ca", "other-ca"]) {
    openssl(
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=Bastion test ${ca}`,
      "-keyout",
      `${ca}.key`,
      "-out",
      `${ca}.pem`,
    );
  }
  for (const [name, altName] of [
    ["here", "DNS:localhost"],
    ["elsewhere", "DNS:db.example.org"],
  ] as const) {
    openssl(
      "req",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      `/CN=${name}`,
      "-keyout",
      `${name}.key`,
      "-out",
      `${name}.csr`,
    );
    writeFileSync(file(`${name}.ext`), `subjectAltName=${altName}\n`);
    openssl(
      "x509",
      "-req",
      "-in",
      `${name}.csr`,
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-days",
      "2",
      "-extfile",
      `${name}.ext`,
      "-out",
      `${name}.pem`,
    );
  }
}

/** Makes the server offer this certificate from now on. */
function serve(server: ThrowawayMariadb, name: "here" | "elsewhere") {
  copyFileSync(file(`${name}.pem`), file("live.pem"));
  copyFileSync(file(`${name}.key`), file("live.key"));
  server.sql("FLUSH SSL");
}

let server: ThrowawayMariadb;
let url: string;

beforeAll(async () => {
  makeCertificates();
  copyFileSync(file("here.pem"), file("live.pem"));
  copyFileSync(file("here.key"), file("live.key"));
  const started = await startThrowawayMariadb(undefined, {
    tls: { cert: file("live.pem"), key: file("live.key"), ca: file("ca.pem") },
  });
  if (!started) throw new Error("These tests need MariaDB: apt-get install mariadb-server.");
  server = started;
  // Refused by the server itself over plain text: a pass proves the connection was TLS.
  server.sql(
    "CREATE DATABASE tls_probe; CREATE USER 'tls_only'@'127.0.0.1' IDENTIFIED BY 'tls-only' REQUIRE SSL; GRANT SELECT ON tls_probe.* TO 'tls_only'@'127.0.0.1'",
  );
  url = `mysql://tls_only:tls-only@localhost:${server.port}/tls_probe`;
}, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** What the source's first query gives: the database's clock, or its error. */
async function firstQuery(options: Partial<SourceOptions>): Promise<number | SourceError> {
  const source = new LitebansSource({ url, prefix: "litebans_", connectTimeoutMs: 5000, ...options });
  try {
    return await source.now();
  } catch (error) {
    return error as SourceError;
  } finally {
    await source.close();
  }
}

describe("TLS to LiteBans' database", () => {
  it("reads with the CA file, and the same account is refused in plain text", async () => {
    const read = await firstQuery({ tls: "verify", caFile: file("ca.pem") });
    expect(read).toBeGreaterThan(1_700_000_000);
    const plain = await firstQuery({ tls: "off" });
    expect(plain).toMatchObject({ kind: "access denied" });
  });

  it("fails with a CA that did not sign the certificate, or with only the system's CAs", async () => {
    for (const caFile of [file("other-ca.pem"), undefined]) {
      const failed = await firstQuery({ tls: "verify", caFile });
      expect(failed, String(caFile)).toMatchObject({ kind: "tls" });
      expect((failed as SourceError).message).toMatch(
        /^LiteBans' database: TLS failed \(.+\): check LITEBANS_TLS_CA, and that the certificate names the host of LITEBANS_DATABASE_URL$/,
      );
    }
  });

  it("fails with a certificate from the right CA made out for another host", async () => {
    serve(server, "elsewhere");
    try {
      const failed = await firstQuery({ tls: "verify", caFile: file("ca.pem") });
      expect(failed).toMatchObject({ kind: "tls" });
      expect((failed as SourceError).message).toMatch(
        /TLS failed \(Hostname\/IP does not match certificate's altnames/,
      );
    } finally {
      serve(server, "here");
    }
  });

  it("names a server that offers no TLS when LITEBANS_TLS=verify", async () => {
    const lb = await createLitebansDb();
    try {
      const source = new LitebansSource({ url: lb.url, prefix: "litebans_", tls: "verify" });
      const failed = await source.now().catch((error: unknown) => error as SourceError);
      await source.close();
      expect(failed).toMatchObject({
        kind: "tls",
        message:
          "LiteBans' database does not offer TLS: turn it on there (ssl_cert and ssl_key in MariaDB or MySQL), or set LITEBANS_TLS=off",
      });
    } finally {
      await lb.close();
    }
  });

  it("carries the sync: the server with LITEBANS_TLS_CA imports a ban from an account that may only use TLS", async () => {
    const lb: LitebansDb = await createLitebansDb({ admin: `mysql://bastion:bastion@127.0.0.1:${server.port}/` });
    const user = decodeURIComponent(new URL(lb.url).username);
    await lb.query(`ALTER USER '${user}'@'127.0.0.1' REQUIRE SSL`);
    const overTls = new URL(lb.url);
    overTls.hostname = "localhost";
    await lb.insert("bans", [litebansRow("bans", { id: 1, uuid: uuidOf(1), reason: "Over TLS" })]);
    const t = await createTestApp({
      LITEBANS_DATABASE_URL: overTls.toString(),
      LITEBANS_TLS_CA: file("ca.pem"),
      LITEBANS_SYNC_SECONDS: "1",
    });
    try {
      const saved = await waitFor("the ban read over TLS", async () =>
        t.db.selectFrom("punishments").select("reason").where("reason", "=", "Over TLS").executeTakeFirst(),
      );
      expect(saved).toEqual({ reason: "Over TLS" });
    } finally {
      await t.close();
      await lb.close();
    }
  }, 60_000);
});
