import { act, fireEvent, screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tonightAcrossVenuesApi } from '@generated/client/api/tonightAcrossVenues';
import { clock } from '@/shared/clock';
import type { VenueTonight } from '@/shared/bookings/tonightAcrossVenues';
import TonightAcrossVenuesScreen from '@/screens/bookings/TonightAcrossVenuesScreen';
import { renderPage } from '../support/renderWithAdmin';
import { venueTonight } from '../support/tonightFixtures';

vi.mock('@generated/client/api/tonightAcrossVenues', () => ({ tonightAcrossVenuesApi: { tonight: vi.fn(), month: vi.fn() } }));

const api = { tonight: vi.mocked(tonightAcrossVenuesApi.tonight), month: vi.mocked(tonightAcrossVenuesApi.month) };

const answer = (venues: VenueTonight[], computedAt = '2030-03-15T19:14:00.000Z') => ({ venues, computedAt });

beforeAll(() => clock.set('2030-03-15T19:15:00.000Z'));
afterAll(() => clock.set(null));
beforeEach(() => vi.resetAllMocks());

describe('tonight across venues', () => {
  it("shows each venue's covers, tables, bookings, requests and closing notes in Danish, and links to its night", async () => {
    api.tonight.mockResolvedValue(answer([venueTonight({}), venueTonight({ venueDetailsId: 'venue-dk-vesterbro', name: 'Vesterbro Vinbar', coversBooked: 20, coversArrived: 20, requestsWaiting: 0, closingNotes: ['Privat fest fra kl. 22'] })]));
    renderPage(<TonightAcrossVenuesScreen />, { path: '/cockpit/tonight', locale: 'dan' });
    const list = await screen.findByRole('list', { name: 'Steder' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const norrebro = within(list).getByRole('listitem', { name: 'Nørrebro Social' });
    expect(within(norrebro).getByText('12 af 40')).toBeInTheDocument();
    expect(within(norrebro).getByText('62,5 % (10 af 16)')).toBeInTheDocument();
    expect(within(norrebro).getByText('Forespørgsler venter').nextSibling).toHaveTextContent('3');
    expect(within(norrebro).queryByText('Onlinebooking lukket')).not.toBeInTheDocument();
    expect(within(norrebro).getByRole('link', { name: 'Nørrebro Social' })).toHaveAttribute('href', '/marcom/marcom?venueId=venue-dk-norrebro&night=2030-03-15');
    const vesterbro = within(list).getByRole('listitem', { name: 'Vesterbro Vinbar' });
    expect(within(vesterbro).getByText('Onlinebooking lukket')).toBeInTheDocument();
    expect(within(vesterbro).getByText('Privat fest fra kl. 22')).toBeInTheDocument();
    expect(screen.getByText('Alle steder: 32 af 60 kuverter ankommet, 3 forespørgsler venter')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Opdateret \d\d:\d\d$/);
  });

  it('asks again when the window gets the focus back and when asked to, and shows the new numbers', async () => {
    api.tonight.mockResolvedValueOnce(answer([venueTonight({})]));
    renderPage(<TonightAcrossVenuesScreen />, { path: '/cockpit/tonight' });
    expect(await screen.findByText('12 of 40')).toBeInTheDocument();
    expect(screen.getByText('62.5% (10 of 16)')).toBeInTheDocument();
    api.tonight.mockResolvedValueOnce(answer([venueTonight({ coversArrived: 16 })], '2030-03-15T19:20:00.000Z'));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('16 of 40')).toBeInTheDocument();
    api.tonight.mockResolvedValueOnce(answer([venueTonight({ coversArrived: 20 })], '2030-03-15T19:25:00.000Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(await screen.findByText('20 of 40')).toBeInTheDocument();
    expect(api.tonight).toHaveBeenCalledTimes(3);
    act(() => focusManager.setFocused(undefined));
  });

  it('says so when there is no venue to show', async () => {
    api.tonight.mockResolvedValue(answer([]));
    renderPage(<TonightAcrossVenuesScreen />, { path: '/cockpit/tonight' });
    expect(await screen.findByText('There are no venues whose bookings you may see.')).toBeInTheDocument();
  });
});

describe('the occupancy heatmap', () => {
  const venueMonth = (venueDetailsId: string, name: string, year: number, monthNo: number, percentageOf: (day: number) => number) => {
    const days = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
    const nights = Array.from({ length: days }, (_, i) => {
      const percentage = percentageOf(i + 1);
      return { date: `${year}-${String(monthNo).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`, percentage, bookedTables: Math.round(percentage / 5), totalTables: percentage < 0 ? 0 : 20, bookings: 0, guests: 0, venueSetupId: 's' };
    });
    return { venueDetailsId, name, percentage: 48.2, nights: nights.map((n) => (n.totalTables ? n : { ...n, percentage: 0, bookedTables: 0 })) };
  };
  const month = (year: number, monthNo: number) => ({
    year,
    month: monthNo,
    venues: [venueMonth('venue-dk-norrebro', 'Nørrebro Social', year, monthNo, (day) => (day === 2 ? -1 : day === 1 ? 95 : 10)), venueMonth('venue-dk-vesterbro', 'Vesterbro Vinbar', year, monthNo, () => 10)],
  });

  it('shows every night of the month per venue as a number with its colour band, a legend in words, and moves by month, one call a month', async () => {
    api.month.mockImplementation(async ({ year, month: m }) => month(year, m) as never);
    renderPage(<TonightAcrossVenuesScreen />, { path: '/cockpit/tonight?tab=heatmap', locale: 'dan' });
    const full = await screen.findByLabelText('Nørrebro Social, 01-03-2030: 95 % booket (19 af 20 borde)', {}, { timeout: 10_000 });
    expect(full).toHaveTextContent('95');
    expect(full).toHaveStyle({ backgroundColor: '#08306b', color: '#ffffff' });
    expect(full).toHaveAttribute('href', '/marcom/marcom?venueId=venue-dk-norrebro&night=2030-03-01');
    const quiet = screen.getByLabelText('Vesterbro Vinbar, 03-03-2030: 10 % booket (2 af 20 borde)');
    expect(quiet).toHaveTextContent('10');
    expect(quiet).toHaveStyle({ backgroundColor: '#eef4fb' });
    expect(screen.getByLabelText('Nørrebro Social, 02-03-2030: ingen borde i opsætningen')).toHaveTextContent('–');
    expect(document.querySelectorAll('tbody tr')).toHaveLength(2);
    expect([...document.querySelectorAll('tbody tr')].map((tr) => tr.lastElementChild?.textContent)).toEqual(['48,2\u00a0%', '48,2\u00a0%']);
    expect(document.querySelectorAll('thead th')).toHaveLength(1 + 31 + 1);
    const legend = screen.getByRole('list', { name: 'Farveskala' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Under 25 %', '25–49 %', '50–74 %', '75–89 %', '90 % og derover', 'Ingen borde']);
    expect(api.month).toHaveBeenCalledTimes(1);
    expect(api.month).toHaveBeenCalledWith({ year: 2030, month: 3 });
    expect(api.tonight).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Næste måned' }));
    expect(await screen.findByLabelText('Nørrebro Social, 01-04-2030: 95 % booket (19 af 20 borde)', {}, { timeout: 10_000 })).toHaveAttribute('href', '/marcom/marcom?venueId=venue-dk-norrebro&night=2030-04-01');
    expect(document.querySelectorAll('thead th')).toHaveLength(1 + 30 + 1);
    expect(api.month).toHaveBeenCalledTimes(2);
    expect(api.month).toHaveBeenLastCalledWith({ year: 2030, month: 4 });
  });

  it('writes the shares the English way in English', async () => {
    api.month.mockImplementation(async ({ year, month: m }) => month(year, m) as never);
    renderPage(<TonightAcrossVenuesScreen />, { path: '/cockpit/tonight?tab=heatmap' });
    expect(await screen.findByLabelText('Nørrebro Social, 01-03-2030: 95% booked (19 of 20 tables)', {}, { timeout: 10_000 })).toHaveTextContent('95');
    expect(document.querySelector('tbody tr')?.lastElementChild).toHaveTextContent('48.2%');
    expect(within(screen.getByRole('list', { name: 'Colour scale' })).getAllByRole('listitem')[0]).toHaveTextContent('Under 25%');
  });

  it("shows a failed month's message with a way to ask again", async () => {
    api.month.mockRejectedValueOnce(Object.assign(new Error('Unable to get booking percentage'), { status: 500 }));
    api.month.mockImplementation(async ({ year, month: m }) => month(year, m) as never);
    renderPage(<TonightAcrossVenuesScreen />, { path: '/cockpit/tonight?tab=heatmap' });
    expect(await screen.findByText('Unable to get booking percentage', {}, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByLabelText('Nørrebro Social, 01-03-2030: 95% booked (19 of 20 tables)', {}, { timeout: 10_000 })).toHaveTextContent('95');
  });
});
