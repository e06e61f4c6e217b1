/**
 * mulberry32: a small deterministic random source in [0, 1) from a 32-bit seed, so generated data
 * (the demo community, test fixtures, fuzz and crash runs, benches) is the same on every run and a
 * failure can be replayed with its seed. Not for anything secret.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
