export interface Semaphore {
  /** Runs `task` once fewer than `limit` tasks are running; callers wait in the order they came. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/** At most `limit` tasks at a time: bounds the memory and threads of heavy work such as decoding pictures. */
export function createSemaphore(limit: number): Semaphore {
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < limit) active += 1;
      // A finishing task hands its place straight to the first in line, so `active` stays counted.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
