import type { ServerStatus } from "@bastion/shared";
import { describe, expect, it } from "vitest";
import { createStatusCache } from "./server-status.cache";

const status = (online: number): ServerStatus => ({
  online: true,
  icon: null,
  players: { online, max: 20 },
  motd: { html: "" },
  version: "1.21",
  latency: 5,
});

describe("the status cache", () => {
  it("asks again only once the 5 minutes are over", async () => {
    let clock = 0;
    let asked = 0;
    const cache = createStatusCache(async () => status(++asked), { ttlMs: 300_000, retryDelayMs: 0, now: () => clock });
    expect((await cache.get()).players.online).toBe(1);
    clock = 299_999;
    expect((await cache.get()).players.online).toBe(1);
    clock = 300_000;
    expect((await cache.get()).players.online).toBe(2);
    expect(asked).toBe(2);
  });

  it("shows what it holds without waiting, and asks for what it does not hold (the page's first view)", async () => {
    let clock = 0;
    let asked = 0;
    const cache = createStatusCache(async () => status(++asked), { ttlMs: 300_000, retryDelayMs: 0, now: () => clock });
    expect(cache.peek()).toBeUndefined();
    expect(cache.peek()).toBeUndefined();
    // The ask the first look started, shared by the API's caller: one ping.
    expect((await cache.get()).players.online).toBe(1);
    expect(cache.peek()?.players.online).toBe(1);
    clock = 300_000;
    expect(cache.peek()).toBeUndefined();
    expect((await cache.get()).players.online).toBe(2);
    expect(asked).toBe(2);
  });

  it("retries a failure once, then caches the offline answer", async () => {
    let clock = 0;
    let asked = 0;
    const failures: number[] = [];
    const cache = createStatusCache(
      async () => {
        asked += 1;
        throw new Error("refused");
      },
      { ttlMs: 1000, retryDelayMs: 0, now: () => clock, onFailure: (_error, attempt) => failures.push(attempt) },
    );
    expect((await cache.get()).online).toBe(false);
    expect(await cache.get()).toMatchObject({ online: false, players: { online: 0, max: 0 } });
    expect(asked).toBe(2);
    expect(failures).toEqual([1, 2]);
    clock = 1000;
    await cache.get();
    expect(asked).toBe(4);
  });

  it("does not retry when the second try works", async () => {
    let asked = 0;
    const cache = createStatusCache(
      async () => {
        asked += 1;
        if (asked === 1) throw new Error("reset");
        return status(3);
      },
      { ttlMs: 1000, retryDelayMs: 0 },
    );
    expect((await cache.get()).players.online).toBe(3);
    expect(asked).toBe(2);
  });

  it("in an answer's last moments serves it at once and asks again in the background, once", async () => {
    let clock = 0;
    let asked = 0;
    let finishAsk: () => void = () => undefined;
    const cache = createStatusCache(
      async () => {
        asked += 1;
        if (asked > 1) await new Promise<void>((resolve) => (finishAsk = resolve));
        return status(asked);
      },
      { ttlMs: 300_000, refreshAheadMs: 30_000, retryDelayMs: 0, now: () => clock },
    );
    expect((await cache.get()).players.online).toBe(1);

    clock = 269_999;
    expect((await cache.get()).players.online).toBe(1);
    expect(asked).toBe(1);

    clock = 270_000;
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get()));
    expect(answers.every((answer) => answer.players.online === 1)).toBe(true);
    expect(asked).toBe(2);

    finishAsk();
    await new Promise((resolve) => setImmediate(resolve));
    clock = 299_999;
    expect((await cache.get()).players.online).toBe(2);
    clock = 300_000;
    expect((await cache.get()).players.online).toBe(2);
    expect(asked).toBe(2);
  });
});
