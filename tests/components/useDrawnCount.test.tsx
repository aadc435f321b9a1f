import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnCount } from '@/screens/life/ListEditorScreen/useDrawnCount';

describe('the drawn part of a long form', () => {
  it('starts with the first few items and reaches all of them, then stays at all', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(({ total }) => {
      const drawn = useDrawnCount(total);
      seen.push(drawn);
      return drawn;
    }, { initialProps: { total: 10 } });
    expect(seen[0]).toBe(4);
    await waitFor(() => expect(result.current).toBe(Infinity));
    expect(seen).toEqual(expect.arrayContaining([4, 8, 12]));
    act(() => rerender({ total: 11 }));
    expect(result.current).toBe(Infinity);
  });

  it('draws a short form whole at once', () => {
    const { result } = renderHook(() => useDrawnCount(3));
    expect(result.current).toBeGreaterThanOrEqual(3);
  });
});
