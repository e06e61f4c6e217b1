import { describe, expect, it } from "vitest";
import { HASHES_AT_ONCE, hashingNow, hashPassword, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("verifies the password it hashed, and refuses another or a broken hash", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(stored, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(stored, "Correct horse battery staple")).toBe(false);
    expect(await verifyPassword("not a hash", "correct horse battery staple")).toBe(false);
  });

  it("leaves a core to the event loop: a burst of sign-ins hashes a few at a time, the rest in line", async () => {
    const stored = await hashPassword("a burst of sign-ins");
    const burst = Array.from({ length: HASHES_AT_ONCE + 4 }, () => verifyPassword(stored, "a burst of sign-ins"));
    expect(hashingNow()).toEqual({ active: HASHES_AT_ONCE, waiting: 4 });
    expect(await Promise.all(burst)).toEqual(burst.map(() => true));
    expect(hashingNow()).toEqual({ active: 0, waiting: 0 });
  });
});
