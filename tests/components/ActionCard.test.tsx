import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionCard } from '@/app/widgets/ActionCard';
import { renderWithAdmin } from '../support/renderWithAdmin';

describe('ActionCard', () => {
  it('shows the title, subheader and content', () => {
    renderWithAdmin(
      <ActionCard title="Tasks" subheader="Today">
        <p>Body</p>
      </ActionCard>,
    );
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.getByText('Body')).toBeVisible();
  });

  it('offers no action that was not asked for', () => {
    renderWithAdmin(<ActionCard title="Tasks">Body</ActionCard>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('collapses and expands its content', async () => {
    const user = userEvent.setup();
    renderWithAdmin(
      <ActionCard title="Tasks" collapsible>
        <p>Body</p>
      </ActionCard>,
    );
    const toggle = screen.getByRole('button', { name: 'Collapse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(screen.getByText('Body'));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Expand');
    await waitFor(() => expect(screen.getByText('Body')).not.toBeVisible());

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Body')).toBeVisible());
  });

  it('starts collapsed when asked', () => {
    renderWithAdmin(
      <ActionCard title="Tasks" collapsible defaultCollapsed>
        <p>Body</p>
      </ActionCard>,
    );
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Body')).not.toBeVisible();
  });

  it('shows progress while the refresh runs', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithAdmin(<ActionCard title="Tasks" onRefresh={onRefresh}>Body</ActionCard>);

    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(refresh).toBeDisabled();
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    finish();
    await waitFor(() => expect(refresh).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('calls the remove handler', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderWithAdmin(<ActionCard title="Tasks" onRemove={onRemove}>Body</ActionCard>);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collapse' })).not.toBeInTheDocument();
  });
});
