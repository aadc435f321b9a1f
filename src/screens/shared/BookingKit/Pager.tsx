import { useState } from 'react';
import { TablePager } from '@/app/widgets/TablePager';

export const PAGE_SIZE = 25;

/**
 * Pages a list the server answers whole (the specification's callers take whole lists): the page of it to show and
 * the pager's state. When the list shrinks below the page shown (a request accepted, a filter), its last page is shown.
 */
export function usePage<T>(list: T[], perPage = PAGE_SIZE) {
  const [page, setPage] = useState(0);
  const last = Math.max(0, Math.ceil(list.length / perPage) - 1);
  const shown = Math.min(page, last);
  return { rows: list.slice(shown * perPage, (shown + 1) * perPage), page: shown, setPage, count: list.length, perPage };
}

/** The pager under a paged list; nothing when the list fits on one page. */
export function Pager({ page, setPage, count, perPage }: { page: number; setPage: (page: number) => void; count: number; perPage: number }) {
  if (count <= perPage) return null;
  return <TablePager count={count} page={page} onPage={setPage} size={perPage} />;
}
