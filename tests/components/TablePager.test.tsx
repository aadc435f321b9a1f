import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TablePager } from '@/app/widgets/TablePager';
import { renderWithAdmin } from '../support/renderWithAdmin';

describe('the pager under a table', () => {
  it('speaks the language shown: its range, its page size and its buttons', async () => {
    const onPage = vi.fn();
    const onSize = vi.fn();
    renderWithAdmin(<TablePager count={60} page={1} onPage={onPage} size={25} sizes={[25, 50]} onSize={onSize} />, 'dan');

    expect(screen.getByText('26-50 af 60')).toBeInTheDocument();
    expect(screen.getByText('Rækker pr. side:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gå til næste side' }));
    expect(onPage).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Gå til forrige side' }));
    expect(onPage).toHaveBeenCalledWith(0);

    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(onSize).toHaveBeenCalledWith(50);
  });

  it('names the rows where the screen does, offers no size without a way to change it, and says "more than" while the count is unknown', () => {
    renderWithAdmin(<TablePager count={-1} page={0} onPage={() => undefined} size={25} sizes={[25, 50]} rowsLabel="Guests per page" hasMore={false} />);

    expect(screen.getByText('1-25 of more than 25')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });
});
