import type { GetListParams } from 'react-admin';

type Row = Record<string, unknown>;

function matches(row: Row, field: string, wanted: unknown): boolean {
  const value = row[field];
  if (Array.isArray(wanted)) return wanted.includes(value);
  if (typeof wanted === 'string' && typeof value === 'string') return value === wanted;
  return value === wanted;
}

function searchable(row: Row): string[] {
  return Object.values(row)
    .flatMap((v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v).filter((x): x is string => typeof x === 'string') : []))
    .map((v) => v.toLowerCase());
}

/**
 * Filters, sorts and pages a whole list in the browser, for endpoints that answer every record at once (they
 * send no total). The search matches words that start with the query.
 */
export function listInBrowser(rows: Row[], params: GetListParams, pathParams: string[]): { data: Row[]; total: number } {
  const { q, ...filters } = (params.filter ?? {}) as Row;
  let result = rows.filter((row) =>
    Object.entries(filters).every(([field, wanted]) => pathParams.includes(field) || wanted === undefined || wanted === '' || !(field in row) || matches(row, field, wanted)),
  );
  if (typeof q === 'string' && q.trim()) {
    const query = q.trim().toLowerCase();
    result = result.filter((row) => searchable(row).some((text) => text.startsWith(query) || text.split(/\s+/).some((word) => word.startsWith(query))));
  }
  const sort = params.sort;
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    result = [...result].sort((a, b) => {
      const x = a[sort.field];
      const y = b[sort.field];
      if (x === y) return 0;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      return (typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : x < y ? -1 : 1) * direction;
    });
  }
  const total = result.length;
  const { page = 1, perPage = total || 1 } = params.pagination ?? {};
  return { data: result.slice((page - 1) * perPage, page * perPage), total };
}
