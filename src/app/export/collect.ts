/** The most rows one export holds; beyond it the person is asked to narrow the list. */
export const EXPORT_ROW_CAP = 100_000;

/** Rows asked for per request while exporting. */
export const EXPORT_PAGE_SIZE = 500;

export interface Page<R> {
  rows: R[];
  /** The list's total when the server tells it (it may itself be capped). */
  total?: number;
}

export interface Progress {
  fetched: number;
  total?: number;
}

export interface Collected<R> {
  rows: R[];
  /** True when the list holds more rows than the cap and only the first ones were taken. */
  capped: boolean;
}

/** Thrown when the person cancels an export. */
export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

/**
 * Every page of a list, in the list's order, one request after the other, until a page comes back short or the cap is
 * reached. Reports the rows fetched after each page and stops as soon as the signal is aborted.
 */
export async function collectPages<R>(
  fetchPage: (page: number, perPage: number, signal: AbortSignal) => Promise<Page<R>>,
  { signal, onProgress, cap = EXPORT_ROW_CAP, perPage = EXPORT_PAGE_SIZE }: { signal: AbortSignal; onProgress?: (p: Progress) => void; cap?: number; perPage?: number },
): Promise<Collected<R>> {
  const rows: R[] = [];
  let total: number | undefined;
  for (let page = 1; ; page += 1) {
    if (signal.aborted) throw new ExportCancelled();
    const result = await fetchPage(page, perPage, signal);
    if (signal.aborted) throw new ExportCancelled();
    if (result.total !== undefined) total = result.total;
    rows.push(...result.rows);
    onProgress?.({ fetched: Math.min(rows.length, cap), total: total === undefined ? undefined : Math.min(total, cap) });
    if (rows.length > cap) return { rows: rows.slice(0, cap), capped: true };
    // A short page is the last; totals are not trusted for that, as servers cap their counts.
    if (result.rows.length < perPage) return { rows, capped: false };
    if (rows.length === cap) {
      // Exactly the cap so far: one more row tells whether the list goes on.
      const next = await fetchPage(page + 1, perPage, signal);
      return { rows, capped: next.rows.length > 0 };
    }
  }
}

/** Rows a screen already holds (filtered and sorted as shown), taken up to the cap. */
export function capRows<R>(rows: R[], cap = EXPORT_ROW_CAP): Collected<R> {
  return rows.length > cap ? { rows: rows.slice(0, cap), capped: true } : { rows, capped: false };
}
