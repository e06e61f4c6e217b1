import { describe, expect, it } from "vitest";
import { displayAddress, JoinRate, limitKey } from "./limits";

describe("the link server's limits", () => {
  it("counts an IPv4 address alone and an IPv6 address by its /64", () => {
    expect(displayAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("2001:db8:0:12:aaaa::1")).toBe("2001:db8:0:12::/64");
    expect(limitKey("2001:0db8:0000:0012:bbbb:cccc:dddd:eeee")).toBe("2001:db8:0:12::/64");
    expect(limitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("lets an address start so many logins a window, then again once the window has passed", () => {
    const rate = new JoinRate(2, 60_000);
    expect(rate.take("a", 0)).toBe(true);
    expect(rate.take("a", 1000)).toBe(true);
    expect(rate.take("a", 2000)).toBe(false);
    expect(rate.take("b", 2000)).toBe(true);
    expect(rate.take("a", 60_001)).toBe(true);
    expect(rate.take("a", 60_500)).toBe(false);
  });
});
