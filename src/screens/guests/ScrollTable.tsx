import { Box, Table, TableBody, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** The table's accessible name. */
  caption: string;
  /** The header's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}

/** A small table of guests' data that scrolls sideways on its own: a long email or name never widens the page on a phone. */
export function ScrollTable({ caption, head, children }: ScrollTableProps) {
  return (
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}
