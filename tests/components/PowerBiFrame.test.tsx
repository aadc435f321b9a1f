import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PowerBiFrame, { POWER_BI_SLOW_AFTER_MS } from '@/app/widgets/powerBi/PowerBiFrame';
import { renderWithAdmin } from '../support/renderWithAdmin';

/**
 * Power BI's embed draws the report in an iframe from Power BI's own host, which a test cannot reach: the stand-in
 * counts its mounts and hands the frame's event handlers to the test, which plays Power BI's part.
 */
const embed = vi.hoisted(() => ({ mounts: 0, handlers: null as Map<string, () => void> | null }));
vi.mock('powerbi-client-react', () => ({
  PowerBIEmbed: ({ eventHandlers }: { eventHandlers: Map<string, () => void> }) => {
    useEffect(() => {
      embed.mounts += 1;
      embed.handlers = eventHandlers;
    }, [eventHandlers]);
    return <div className="powerbi-report" />;
  },
}));

const config = { available: true as const, reportId: 'report-1', embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=report-1', accessToken: 'token', tokenType: 'Embed' as const, expiration: null };

beforeEach(() => {
  embed.mounts = 0;
  embed.handlers = null;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('a Power BI report in its frame', () => {
  it('shows its progress until Power BI says the report has loaded, and no warning after', async () => {
    renderWithAdmin(<PowerBiFrame config={config} title="Sales" />);
    expect(screen.getByRole('progressbar', { name: 'Loading the report' })).toBeInTheDocument();
    act(() => embed.handlers!.get('loaded')!());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POWER_BI_SLOW_AFTER_MS + 1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so after 30 seconds without an answer, and tries again with a fresh frame', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithAdmin(<PowerBiFrame config={config} title="Sales" />, 'dan');
    await act(() => vi.advanceTimersByTimeAsync(POWER_BI_SLOW_AFTER_MS - 1000));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('Power BI har ikke vist rapporten efter 30 sekunder');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(embed.mounts).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(embed.mounts).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => embed.handlers!.get('loaded')!());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('takes a late answer: the warning goes once the report has loaded', async () => {
    renderWithAdmin(<PowerBiFrame config={config} title="Sales" />);
    await act(() => vi.advanceTimersByTimeAsync(POWER_BI_SLOW_AFTER_MS + 1000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => embed.handlers!.get('loaded')!());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
