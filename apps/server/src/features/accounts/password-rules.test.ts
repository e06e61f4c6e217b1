import { describe, expect, it } from "vitest";
import {
  PASSWORD_COMMON,
  PASSWORD_LIKE_EMAIL,
  PASSWORD_LIKE_USERNAME,
  PASSWORD_NUMERIC,
  PASSWORD_TOO_SHORT,
  passwordProblems,
} from "./password-rules";

describe("password rules", () => {
  it("accepts a long, unusual passphrase", () => {
    expect(passwordProblems("emerald-pickaxe-42", { username: "steve", email: "steve@example.org" })).toEqual([]);
    expect(passwordProblems("correct horse battery staple", {})).toEqual([]);
  });

  it("names each broken rule", () => {
    expect(passwordProblems("Ab1!x", {})).toContain(PASSWORD_TOO_SHORT);
    expect(passwordProblems("83920174652", {})).toContain(PASSWORD_NUMERIC);
    expect(passwordProblems("password1", {})).toEqual([PASSWORD_COMMON]);
    expect(passwordProblems("qwertyuiop", {})).toEqual([PASSWORD_COMMON]);
  });

  it("refuses passwords too close to the username or the e-mail address", () => {
    expect(passwordProblems("Steve_Miner", { username: "steve_miner" })).toContain(PASSWORD_LIKE_USERNAME);
    expect(passwordProblems("stevie2024!", { username: "stevie" })).toContain(PASSWORD_LIKE_USERNAME);
    expect(passwordProblems("jsmith@example", { username: "x", email: "jsmith@example.com" })).toContain(
      PASSWORD_LIKE_EMAIL,
    );
    expect(passwordProblems("lapis-lazuli-hoard", { username: "lapis" })).toEqual([]);
  });

  it("stays fast", () => {
    const started = performance.now();
    for (let i = 0; i < 50; i++) passwordProblems(`emerald-pickaxe-${i}`, { username: "steve", email: "s@x.org" });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
