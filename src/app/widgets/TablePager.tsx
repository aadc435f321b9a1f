import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface TablePagerProps {
  /** All rows of the list, or -1 while only "more follow" is known (then `hasMore` says whether a next page does). */
  count: number;
  /** The page shown, from 0. */
  page: number;
  onPage: (page: number) => void;
  size: number;
  /** The page sizes offered; without `onSize`, or by default, the one size only. */
  sizes?: readonly number[];
  onSize?: (size: number) => void;
  /** What the rows are ("Guests per page"); the portal's "Rows per page" by default. */
  rowsLabel?: string;
  hasMore?: boolean;
}

/**
 * The pager under a table, in the language shown: its range ("1-25 of 60", or "of more than 25" while the count is not
 * known), its page sizes and its buttons' names. Keyboard: the buttons and the size are tab stops.
 */
export function TablePager({ count, page, onPage, size, sizes = [size], onSize, rowsLabel, hasMore }: TablePagerProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={onSize ? [...sizes] : [size]}
      onPageChange={(_e, next) => onPage(next)}
      onRowsPerPageChange={onSize && ((e) => onSize(Number(e.target.value)))}
      labelRowsPerPage={rowsLabel ?? translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate(total === -1 ? 'ra.navigation.partial_page_range_info' : 'ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      slotProps={hasMore === undefined ? undefined : { actions: { nextButton: { disabled: !hasMore } } }}
    />
  );
}
