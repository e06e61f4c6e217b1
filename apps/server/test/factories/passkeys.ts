import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from "node:crypto";

// A software authenticator for the passkey tests: real WebAuthn ceremonies, with an ES256 key pair
// made by node:crypto, "none" attestation and a small CBOR encoder, so the server's library checks
// real signatures and nothing is mocked (docs/decisions/025).

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** CBOR (RFC 8949) for the few kinds an attestation holds: integers, strings, bytes, arrays, maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAGS = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  cosePublicKey: Buffer;
  userHandle: string;
  rpId: string;
  counter: number;
}

/** Where a ceremony seems to come from; the defaults are the test app's PUBLIC_URL. */
export interface CeremonyPage {
  origin?: string;
  rpId?: string;
  userVerified?: boolean;
  /** The signature counter to report; by default one more than the last. */
  counter?: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export class SoftAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(
    private readonly defaults: { origin: string; rpId: string } = {
      origin: "http://localhost:3000",
      rpId: "localhost",
    },
  ) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a new synced passkey for the options' account. */
  create(options: CreationOptions, page: CeremonyPage = {}) {
    const rpId = page.rpId ?? options.rp.id ?? this.defaults.rpId;
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cosePublicKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]),
    );
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cosePublicKey]);
    const flags =
      FLAGS.userPresent |
      (page.userVerified === false ? 0 : FLAGS.userVerified) |
      FLAGS.backupEligible |
      FLAGS.backedUp |
      FLAGS.attested;
    const authData = this.authData(rpId, flags, 0, attested);
    const credential = { id, privateKey, cosePublicKey, userHandle: options.user.id, rpId, counter: 0 };
    this.credentials.push(credential);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(
          this.clientData("webauthn.create", options.challenge, page.origin ?? this.defaults.origin),
        ),
        attestationObject: b64url(cbor({ fmt: "none", attStmt: {}, authData })),
        transports: ["internal", "hybrid"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }

  /** navigator.credentials.get(): signs the challenge with `credential` (by default the newest). */
  get(options: RequestOptions, credential = this.credentials.at(-1), page: CeremonyPage = {}) {
    if (!credential) throw new Error("this authenticator holds no passkey");
    const rpId = page.rpId ?? options.rpId ?? this.defaults.rpId;
    credential.counter = page.counter ?? credential.counter + 1;
    const flags =
      FLAGS.userPresent |
      (page.userVerified === false ? 0 : FLAGS.userVerified) |
      FLAGS.backupEligible |
      FLAGS.backedUp;
    const authenticatorData = this.authData(rpId, flags, credential.counter);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, page.origin ?? this.defaults.origin);
    const signer = createSign("sha256");
    signer.update(Buffer.concat([authenticatorData, sha256(clientDataJSON)]));
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signer.sign(credential.privateKey)),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }
}
