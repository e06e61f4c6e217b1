import {
  type Cipher,
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  type Decipher,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
  timingSafeEqual,
  verify,
} from "node:crypto";
import { promisify } from "node:util";

// Online-mode encryption as the game does it (https://minecraft.wiki/w/Java_Edition_protocol/Encryption):
// the server sends an RSA public key, the client answers with a random AES key and the server's verify
// token, both encrypted with it; from then on both sides speak AES-128-CFB8 with that key as key and IV.

export interface ServerKeys {
  /** The public key as X.509 SubjectPublicKeyInfo DER: what the client gets, and what the server hash covers. */
  publicKey: Buffer;
  privateKey: KeyObject;
}

const generateRsa = promisify(generateKeyPair);

/** A fresh 1024-bit key pair (the size every client expects), made once per server start. */
export async function createServerKeys(): Promise<ServerKeys> {
  const { publicKey, privateKey } = await generateRsa("rsa", { modulusLength: 1024 });
  return { publicKey: publicKey.export({ type: "spki", format: "der" }), privateKey };
}

/**
 * RSA PKCS#1 v1.5 decryption of what the client encrypted with our public key; undefined when it is
 * not a well-formed block. Node 20 refuses PKCS#1 v1.5 in privateDecrypt (CVE-2023-46809, the Marvin
 * attack: the padding check is an oracle), so OpenSSL does the raw RSA step (constant time, blinded)
 * and the padding is checked here. An oracle needs its answers to differ: every failure here, and a
 * wrong verify token after it, ends the connection the same way, and the key protects only this
 * login's short-lived secret, so there is nothing worth the millions of queries the attack takes.
 */
export function rsaDecrypt(keys: ServerKeys, ciphertext: Buffer): Buffer | undefined {
  const size = (keys.privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
  if (ciphertext.length !== size) return undefined;
  let block: Buffer;
  try {
    block = privateDecrypt({ key: keys.privateKey, padding: constants.RSA_NO_PADDING }, ciphertext);
  } catch {
    return undefined;
  }
  // 0x00 0x02, at least 8 non-zero padding bytes, 0x00, the message.
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0x00 || block[1] !== 0x02 || separator < 10) return undefined;
  return block.subarray(separator + 1);
}

/** The token we sent came back intact. */
export function sameToken(expected: Buffer, received: Buffer | undefined): boolean {
  return received !== undefined && received.length === expected.length && timingSafeEqual(expected, received);
}

/** 1.19–1.19.2: the token and salt signed (SHA-256 with RSA) by the signing key the client sent in Login Start. */
export function signedToken(token: Buffer, salt: Buffer, signature: Buffer, signingKey: Buffer | undefined): boolean {
  if (!signingKey) return false;
  try {
    const key = createPublicKey({ key: signingKey, format: "der", type: "spki" });
    return verify("sha256", Buffer.concat([token, salt]), key, signature);
  } catch {
    return false;
  }
}

/**
 * The server id both sides send to the session server: SHA-1 over the (empty) server id, the shared
 * secret and our public key, written as Java's BigInteger writes a signed number in hex ("-" and no
 * leading zeros).
 */
export function serverHash(sharedSecret: Buffer, publicKey: Buffer): string {
  const digest = createHash("sha1").update(sharedSecret).update(publicKey).digest();
  let value = BigInt(`0x${digest.toString("hex")}`);
  if ((digest[0] ?? 0) >= 0x80) value -= 1n << BigInt(digest.length * 8);
  return value.toString(16);
}

export function aesStreams(sharedSecret: Buffer): { cipher: Cipher; decipher: Decipher } {
  return {
    cipher: createCipheriv("aes-128-cfb8", sharedSecret, sharedSecret),
    decipher: createDecipheriv("aes-128-cfb8", sharedSecret, sharedSecret),
  };
}
