import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/database";
import { forgetSharedAnswers, SHARED_ANSWER_MS, sharedAnswer } from "./shared-answers";

/** Each test its own "database": the reads are kept per database. */
const aDb = () => ({}) as Db;

/** A read that counts how often it ran and answers with that count. */
const counting = () => {
  let runs = 0;
  const read = async () => {
    runs += 1;
    return { runs };
  };
  return { read, runs: () => runs };
};

describe("sharedAnswer", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("makes one read for identical requests, also for those that come while it is being made", async () => {
    const db = aDb();
    const { read, runs } = counting();
    const [first, second] = await Promise.all([sharedAnswer(db, "a/", read), sharedAnswer(db, "a/", read)]);
    const third = await sharedAnswer(db, "a/", read);
    expect(runs()).toBe(1);
    expect([first, second, third]).toEqual([{ runs: 1 }, { runs: 1 }, { runs: 1 }]);
    // Another key, or another database, is another read.
    await sharedAnswer(db, "b/", read);
    await sharedAnswer(aDb(), "a/", read);
    expect(runs()).toBe(3);
  });

  it("reads again once the moment has passed", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const db = aDb();
    const { read, runs } = counting();
    await sharedAnswer(db, "a/", read);
    vi.advanceTimersByTime(SHARED_ANSWER_MS - 1);
    await sharedAnswer(db, "a/", read);
    expect(runs()).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await sharedAnswer(db, "a/", read)).toEqual({ runs: 2 });
  });

  it("forgets the reads under a prefix after a write, and only those", async () => {
    const db = aDb();
    const { read, runs } = counting();
    for (const key of ["news/view/1/", "news/view/12/", "news/list/1/"]) await sharedAnswer(db, key, read);
    forgetSharedAnswers(db, "news/view/1/");
    expect(await sharedAnswer(db, "news/view/1/", read)).toEqual({ runs: 4 });
    expect(await sharedAnswer(db, "news/view/12/", read)).toEqual({ runs: 2 });
    forgetSharedAnswers(db, "news/");
    await sharedAnswer(db, "news/view/12/", read);
    await sharedAnswer(db, "news/list/1/", read);
    expect(runs()).toBe(6);
  });

  it("does not keep a failed read: the next request tries again", async () => {
    const db = aDb();
    await expect(sharedAnswer(db, "a/", async () => Promise.reject(new Error("database gone")))).rejects.toThrow(
      "database gone",
    );
    expect(await sharedAnswer(db, "a/", async () => "back")).toBe("back");
  });
});
