import { TablePagination } from '@mui/material';

interface TablePagerProps {
  /** All rows of the list, or -1 while only "more follow" is known. */
  count: number;
  page: number;
  onPage: (page: number) => void;
  size: number;
  /** The page sizes offered; the one size only, without a choice, by default. */
  sizes?: readonly number[];
  onSize?: (size: number) => void;
  rowsLabel: string;
  rangeLabel: (range: { from: number; to: number; count: number }) => string;
  /** Whether a next page follows, where the count may not be known yet. */
  hasMore?: boolean;
}

/** The paging under a table of guests, in the screen's words. */
export function TablePager({ count, page, onPage, size, sizes = [size], onSize, rowsLabel, rangeLabel, hasMore }: TablePagerProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_e, next) => onPage(next)}
      onRowsPerPageChange={onSize && ((e) => onSize(Number(e.target.value)))}
      labelRowsPerPage={rowsLabel}
      labelDisplayedRows={rangeLabel}
      slotProps={hasMore === undefined ? undefined : { actions: { nextButton: { disabled: !hasMore } } }}
    />
  );
}
