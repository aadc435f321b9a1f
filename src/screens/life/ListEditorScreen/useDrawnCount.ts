import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long form's items to draw. A list's questions are heavy to draw (a card of ten inputs each): the first
 * few are drawn with the page, the rest a batch per background render, so the page shows and answers at once. Once all
 * are drawn it stays at all: the form drawn again after a save, or with an item added, draws every item at once.
 */
export function useDrawnCount(total: number, first = 4, batch = 4): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn === Infinity) return;
    startTransition(() => setDrawn(drawn >= total ? Infinity : drawn + batch));
  }, [drawn, total, batch]);
  return drawn;
}
