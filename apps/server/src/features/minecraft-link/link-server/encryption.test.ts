import { constants, publicEncrypt, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createServerKeys, rsaDecrypt, serverHash } from "./encryption";

describe("the link server's encryption", () => {
  it("writes the server hash as the game does, a signed number in hex", () => {
    // The examples every implementation is checked against: SHA-1 of the names, as Java's BigInteger writes it.
    expect(serverHash(Buffer.from("Notch"), Buffer.alloc(0))).toBe("4ed1f46bbe04bc756bcb17c0c7ce3e4632f06a48");
    expect(serverHash(Buffer.from("jeb_"), Buffer.alloc(0))).toBe("-7c9d5b0044c130109a5d7b5fb5c317c02b4e28c1");
    expect(serverHash(Buffer.from("simon"), Buffer.alloc(0))).toBe("88e16a1019277b15d58faf0541e11910eb756f6");
  });

  it("decrypts what a client encrypted with PKCS#1 v1.5 padding, and nothing malformed", async () => {
    const keys = await createServerKeys();
    const secret = randomBytes(16);
    const key = { key: keys.publicKey, format: "der" as const, type: "spki" as const };
    const encrypted = publicEncrypt({ ...key, padding: constants.RSA_PKCS1_PADDING }, secret);
    expect(rsaDecrypt(keys, encrypted)).toEqual(secret);

    // Raw RSA of a block without the padding's 0x00 0x02, or with too short a padding.
    const unpadded = publicEncrypt({ ...key, padding: constants.RSA_NO_PADDING }, Buffer.alloc(128, 0x11));
    expect(rsaDecrypt(keys, unpadded)).toBeUndefined();
    const shortPadding = Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(5, 9), Buffer.alloc(121)]);
    expect(
      rsaDecrypt(keys, publicEncrypt({ ...key, padding: constants.RSA_NO_PADDING }, shortPadding)),
    ).toBeUndefined();
    expect(rsaDecrypt(keys, encrypted.subarray(1))).toBeUndefined();
    expect(rsaDecrypt(keys, Buffer.alloc(128, 0xff))).toBeUndefined();
  });
});
