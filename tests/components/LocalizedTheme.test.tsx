import { Autocomplete, Table, TableBody, TableFooter, TablePagination, TableRow, TextField } from '@mui/material';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSetLocale } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LocalizedTheme } from '@/app/theme/LocalizedTheme';
import { renderWithAdmin } from '../support/renderWithAdmin';

/** MUI's own texts: an autocomplete's open button and a table's pagination, and a button that changes the language. */
function Widgets() {
  const setLocale = useSetLocale();
  return (
    <>
      <Autocomplete options={['A']} renderInput={(params) => <TextField {...params} label="x" />} />
      <Table>
        <TableBody />
        <TableFooter>
          <TableRow>
            <TablePagination count={100} page={0} rowsPerPage={10} onPageChange={() => undefined} />
          </TableRow>
        </TableFooter>
      </Table>
      <button type="button" onClick={() => setLocale('swe')}>
        swe
      </button>
    </>
  );
}

describe("MUI's own texts", () => {
  it('are in the language chosen, and follow a change of language', async () => {
    const user = userEvent.setup();
    renderWithAdmin(
      <LocalizedTheme>
        <Widgets />
      </LocalizedTheme>,
      'dan',
    );
    expect(await screen.findByRole('button', { name: 'Åben' })).toBeInTheDocument();
    expect(screen.getByText('Rækker pr side:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gå til den næste side' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'swe' }));
    expect(await screen.findByRole('button', { name: 'Öppna' })).toBeInTheDocument();
    expect(screen.getByText('Rader per sida:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Åben' })).not.toBeInTheDocument();
  });

  it('are English for English', async () => {
    renderWithAdmin(
      <LocalizedTheme>
        <Widgets />
      </LocalizedTheme>,
      'eng',
    );
    expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
  });
});
