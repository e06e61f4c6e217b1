import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createSemaphore } from "./semaphore";

describe("createSemaphore", () => {
  it("runs at most `limit` tasks at once, the rest in the order they came", async () => {
    const semaphore = createSemaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (index: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(index);
      await sleep(5);
      running -= 1;
      return index;
    };
    const results = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => semaphore.run(task(index))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect([semaphore.active, semaphore.waiting]).toEqual([0, 0]);
  });

  it("frees the place of a task that fails", async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await semaphore.run(async () => "next")).toBe("next");
    expect(semaphore.active).toBe(0);
  });
});
