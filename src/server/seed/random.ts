/** A small seeded generator so that the demo data is the same on every fresh start. */
export function createRandom(seed = 20261121) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    /** A second source that continues from where this one is now, independently of it. */
    fork: () => createRandom(state),
  };
}

export type Random = ReturnType<typeof createRandom>;
