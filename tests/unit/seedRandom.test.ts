import { describe, expect, it } from 'vitest';
import { createRandom } from '@/server/seed/random';

describe('the seed’s random source', () => {
  it('gives the same draws for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 5 }, () => a.int(0, 1000))).toEqual(Array.from({ length: 5 }, () => b.int(0, 1000)));
  });

  it('forks a source that continues from the same point and is unaffected by later draws of the original', () => {
    const original = createRandom(7);
    original.next();
    const fork = original.fork();
    const twin = original.fork();
    const first = Array.from({ length: 3 }, () => original.next());
    expect(Array.from({ length: 3 }, () => fork.next())).toEqual(first);
    for (let i = 0; i < 10; i++) original.next();
    expect(Array.from({ length: 3 }, () => twin.next())).toEqual(first);
  });
});
