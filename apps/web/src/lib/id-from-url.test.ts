import { describe, expect, it } from "vitest";
import { idFromUrl } from "./id-from-url";

describe("idFromUrl", () => {
  it("takes a positive whole number that fits the database, and nothing else", () => {
    expect(idFromUrl("42")).toBe(42);
    expect(idFromUrl("2147483647")).toBe(2_147_483_647);
    for (const bad of [undefined, "", "0", "-3", "1e3", "0x10", "4.5", " 7", "2147483648", "99999999999", "abc"]) {
      expect(idFromUrl(bad), String(bad)).toBe(0);
    }
  });
});
