import { vi } from "vitest";

// The browser's WebAuthn for the component tests: jsdom has none. A test that needs passkeys
// installs this stand-in for window.PublicKeyCredential and navigator.credentials; the app's real
// WebAuthn library (SimpleWebAuthn) then runs on it, encoding what the "authenticator" answers as
// it would a browser's. test/setup.ts takes it away before each test (files share a worker's
// window: vite.config.ts, isolate off). The server checks real signatures in its own tests, and
// the browser tests use Chromium's virtual authenticator.

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

/** A credential as navigator.credentials.create() or .get() answers, with `id` as base64url of "cred". */
export function fakeCredential(kind: "create" | "get") {
  const response =
    kind === "create"
      ? { clientDataJSON: bytes("{}"), attestationObject: bytes("att"), getTransports: () => ["internal"] }
      : { clientDataJSON: bytes("{}"), authenticatorData: bytes("auth"), signature: bytes("sig"), userHandle: null };
  return {
    id: "Y3JlZA",
    rawId: bytes("cred"),
    type: "public-key",
    response,
    authenticatorAttachment: "platform",
    getClientExtensionResults: () => ({}),
  };
}

export interface FakeWebAuthn {
  /** navigator.credentials.create(): what the "authenticator" makes (reject to refuse). */
  create: ReturnType<typeof vi.fn>;
  /** navigator.credentials.get(). */
  get: ReturnType<typeof vi.fn>;
}

/** Gives the window WebAuthn; `autofill` also offers passkeys in a username field's suggestions. */
export function installFakeWebAuthn({ autofill = false } = {}): FakeWebAuthn {
  // A constructor, as the browser's is (the library checks its type), with the static questions.
  const FakePublicKeyCredential = Object.assign(function PublicKeyCredential() {}, {
    isConditionalMediationAvailable: async () => autofill,
    isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
  });
  const fake = { create: vi.fn(), get: vi.fn() };
  Object.defineProperty(window, "PublicKeyCredential", { value: FakePublicKeyCredential, configurable: true });
  Object.defineProperty(navigator, "credentials", { value: fake, configurable: true });
  return fake;
}

/** Back to jsdom's browser without WebAuthn. */
export function removeFakeWebAuthn() {
  Reflect.deleteProperty(window, "PublicKeyCredential");
  Reflect.deleteProperty(navigator, "credentials");
}
