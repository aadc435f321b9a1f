import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { venueSectionsApi } from '@generated/client/api/venueSections';
import { TableSuggestions } from '@/screens/bookings/BookingsScreen/TableSuggestions';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/venueSections', () => ({ venueSectionsApi: { tables: vi.fn(), alternatives: vi.fn() } }));
const api = vi.mocked(venueSectionsApi);

const scored = (name: string, extra: Record<string, unknown>) => ({
  table: { id: name, name, seatCount: 4, venueTableType: 1, combinationTablePartIds: [], isActive: true, isCombinationTable: false, isWalkInOnly: false, partNames: [] },
  score: 50,
  available: true,
  reason: null,
  scoreParts: [],
  softWarnings: [],
  hardLimits: [],
  warnings: [],
  bookedBy: [],
  ...extra,
});

// The server's English message is left out on purpose: the screen says the text in the user's language.
const bookingHours = { code: 'bookingHours', limitType: 2, field: 'arrival', level: 0, identifier: 'Evening', policyType: 'BookingHoursPolicy', message: 'in English' };

beforeEach(() => {
  vi.resetAllMocks();
  api.tables.mockResolvedValue([
    scored('A1', {
      reason: 'softLimit',
      softWarnings: [{ ...bookingHours, text: { key: 'bookingHours', values: { arrival: '22:30', policy: 'Evening', until: { key: 'openingTime', values: { time: '21:00' } } } } }],
      scoreParts: [
        { reason: 'base', points: 100 },
        { reason: 'softLimit', points: -50, level: 0, text: { key: 'bookingHours', values: { arrival: '22:30', policy: 'Evening', until: { key: 'openingTime', values: { time: '21:00' } } } }, message: 'in English' },
      ],
    }),
    scored('A2', { reason: 'hardLimit', hardLimits: [{ ...bookingHours, limitType: 1, text: { key: 'bookingHoursFrom', values: { arrival: '16:30', policy: 'Evening', from: '17:00', until: '19:00' } } }] }),
  ] as never);
});

const props = { venueId: 'venue-1', sectionId: 'main', guestCount: 4, arrival: '2030-03-12T21:30:00Z', departure: null, clock: { timeZone: 'Europe/Copenhagen', startTimeOfDay: '10:00' }, onChange: vi.fn(), accepted: false, onAccept: vi.fn(), onAlternative: vi.fn() };

describe('table suggestions', () => {
  it("say the limits a table breaks in the user's language, booking hours as clock times", async () => {
    renderPage(<TableSuggestions {...props} value="A1" />, { locale: 'dan' });
    expect(await screen.findByText('Ankomst kl. 22:30 ligger uden for bookingtiden i Evening: der kan bookes indtil 21:00, åbningstidspunktet')).toBeInTheDocument();
    expect(screen.getByText(/Ankomst kl\. 16:30 ligger uden for bookingtiden i Evening: der kan bookes fra 17:00 til 19:00/)).toBeInTheDocument();
    expect(screen.queryByText(/in English/)).not.toBeInTheDocument();
  });
  it('say them in English to an English user', async () => {
    renderPage(<TableSuggestions {...props} value="A1" />);
    expect(await screen.findByText('Arrival at 22:30 is outside the booking hours of Evening: bookings until 21:00, the opening time')).toBeInTheDocument();
  });
  it("break a score down in the user's language, the broken limit included", async () => {
    const user = userEvent.setup();
    renderPage(<TableSuggestions {...props} value="" />, { locale: 'dan' });
    const why = await screen.findByRole('button', { name: 'Hvorfor dette bord: A1' });
    await user.click(why);
    const breakdown = document.getElementById(why.getAttribute('aria-controls')!)!;
    expect([...breakdown.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '+100 som udgangspunkt',
      '\u221250 blød grænse: Ankomst kl. 22:30 ligger uden for bookingtiden i Evening: der kan bookes indtil 21:00, åbningstidspunktet',
    ]);
    expect(within(breakdown).queryByText(/in English/)).not.toBeInTheDocument();
  });
  it('write points and scores with the decimal comma in Danish', async () => {
    api.tables.mockResolvedValue([scored('A3', { score: 97.5, scoreParts: [{ reason: 'base', points: 100 }, { reason: 'capacityUsage', points: -2.5, matched: false, guests: 4, seats: 6, level: 0 }] })] as never);
    const user = userEvent.setup();
    renderPage(<TableSuggestions {...props} value="" />, { locale: 'dan' });
    const why = await screen.findByRole('button', { name: 'Hvorfor dette bord: A3' });
    expect(screen.getByText('Point 97,5')).toBeInTheDocument();
    await user.click(why);
    const breakdown = document.getElementById(why.getAttribute('aria-controls')!)!;
    expect(breakdown.querySelectorAll('li')[1].textContent).toMatch(/^\u22122,5 /);
    expect(within(breakdown).getByText('= 97,5')).toBeInTheDocument();
  });
});
