import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingTagsApi } from '@generated/client/api/bookingTags';
import { bookingsApi } from '@generated/client/api/bookings';
import { venueDetailsApi } from '@generated/client/api/venueDetails';
import { venueNotesApi } from '@generated/client/api/venueNotes';
import type { BookingResult, VenueDetails } from '@/screens/shared/BookingKit/queries';
import BookingsScreen from '@/screens/bookings/BookingsScreen';
import { clock } from '@/shared/clock';
import { renderPage, sessionAtVenue } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/bookings', () => ({ bookingsApi: { getList: vi.fn(), onDeactivatedTables: vi.fn(), arrived: vi.fn(), addTag: vi.fn() } }));
vi.mock('@generated/client/api/bookingTags', () => ({ bookingTagsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/venueDetails', () => ({ venueDetailsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/venueNotes', () => ({ venueNotesApi: { getList: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const api = { bookings: vi.mocked(bookingsApi), tags: vi.mocked(bookingTagsApi), details: vi.mocked(venueDetailsApi), notes: vi.mocked(venueNotesApi) };
const details = { id: 'venue-1', venuePortalId: 'venue-1', name: 'Nørrebro Social', timeZoneCode: 'Europe/Copenhagen', startTimeOfDay: '10:00', currencyInfo: { code: 'DKK' }, version: 1 } as unknown as VenueDetails;
// The night the screen opens on: the clock is pinned to a Tuesday afternoon in Copenhagen.
const NOW = '2026-11-17T13:00:00Z';
const tonight = '2026-11-17T19:00:00.000Z';
const booking = {
  booking: { id: 'b1', venueDetailsId: 'venue-1', bookingState: 2, arrivalState: 0, guestCount: 4, arrivedGuests: 0, arrival: tonight, departure: null, tags: [], caseworker: null, host: null, version: 1 },
  bookingCustomer: { name: 'Mette Jensen', phoneNumber: '+45 11 22 33 44', email: 'mette@example.dk' },
  venueTable: null,
  reservedSection: null,
  caseworkerName: null,
  hostName: null,
} as unknown as BookingResult;

const SHIFT_MANAGER = ['vp.vp.booking.show', 'vp.vp.booking.arrive', 'vp.vp.booking.notes'];
const MANAGER = [...SHIFT_MANAGER, 'vp.vp.booking.edit'];

beforeAll(() => clock.set(NOW));
afterAll(() => clock.set(null));

beforeEach(() => {
  vi.resetAllMocks();
  api.details.getList.mockResolvedValue([details]);
  api.bookings.getList.mockResolvedValue([booking]);
  api.bookings.onDeactivatedTables.mockResolvedValue([]);
  api.tags.getList.mockResolvedValue([]);
  api.notes.getList.mockResolvedValue([]);
});

const renderNight = (permissions: string[]) => renderPage(<BookingsScreen />, { path: '/marcom/marcom?venueId=venue-1', session: sessionAtVenue('venue-1', permissions) });

describe('BookingsScreen', () => {
  it("lets a shift manager arrive guests and add the night's notes, and offers her no new booking, edit, delete or closing online booking", async () => {
    renderNight(SHIFT_MANAGER);
    const row = (await screen.findByText('Mette Jensen', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Arrived' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Close online booking for the night' })).not.toBeInTheDocument();
  });

  it('offers a manager every action on the booking', async () => {
    renderNight(MANAGER);
    const row = (await screen.findByText('Mette Jensen', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Edit booking: Mette Jensen' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'More actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New booking' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Close online booking for the night' })).toBeInTheDocument();
  });

  it('shows a user who may only read the night its bookings without any action', async () => {
    renderNight(['vp.vp.booking.show']);
    const row = (await screen.findByText('Mette Jensen', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });

  it("shows a busy night's list 50 bookings at a time; the header's box chooses the page shown and the search finds a guest on any page", async () => {
    const user = userEvent.setup();
    const guests = Array.from({ length: 60 }, (_, i) => {
      const id = `b${String(i + 1).padStart(2, '0')}`;
      return { ...booking, booking: { ...booking.booking, id }, bookingCustomer: { ...booking.bookingCustomer, name: `Guest ${String(i + 1).padStart(2, '0')}` } } as BookingResult;
    });
    api.bookings.getList.mockResolvedValue(guests);
    renderNight(MANAGER);
    const list = await screen.findByRole('table', { name: 'Bookings' }, { timeout: 5000 });
    expect(within(list).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('1-50 of 60')).toBeInTheDocument();
    // Every live booking is chosen for printing at first; leaving the page shown keeps the next page's.
    const header = within(list).getByRole('checkbox', { name: 'Select all shown for printing' });
    await user.click(header);
    expect(within(list).getByRole('checkbox', { name: 'Select for printing: Guest 01' })).not.toBeChecked();
    // None of the page shown is chosen: the header's box is empty, not half-checked for the next page's.
    expect(header).not.toBeChecked();
    expect(header).toHaveAttribute('data-indeterminate', 'false');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('51-60 of 60')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Bookings' })).getByRole('checkbox', { name: 'Select for printing: Guest 55' })).toBeChecked();
    await user.type(screen.getByRole('searchbox', { name: 'Search guest' }), 'Guest 07');
    const found = screen.getByRole('table', { name: 'Bookings' });
    expect(within(found).getAllByRole('row')).toHaveLength(2);
    expect(within(found).getByText('Guest 07')).toBeInTheDocument();
    expect(screen.queryByText(/of 60$/)).not.toBeInTheDocument();
  });

  it('reopened before the night is fetched again, a booking shows the change just made in its history', async () => {
    const user = userEvent.setup();
    const arrivedEntry = { user: 'Lars Nielsen', created: '2026-11-17T13:00:00.000Z', changeFlags: 2, changes: [{ changeType: 2, oldValue: '0', newValue: '10' }] };
    api.bookings.arrived.mockResolvedValue({
      ...booking,
      booking: { ...booking.booking, arrivalState: 10, arrivedGuests: 4, version: 2, arrivals: [], changeLog: [arrivedEntry] },
      warnings: [],
    } as never);
    // The night's first answer arrives; the refetch after the change never does.
    api.bookings.getList.mockResolvedValueOnce([booking]).mockReturnValue(new Promise(() => {}));
    renderNight(MANAGER);
    const row = (await screen.findByText('Mette Jensen', undefined, { timeout: 5000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Arrived' }));
    const arrivals = await screen.findByRole('dialog', { name: 'Arrivals – Mette Jensen' });
    await user.clear(within(arrivals).getByLabelText('Guests arriving now'));
    await user.type(within(arrivals).getByLabelText('Guests arriving now'), '4');
    await user.click(within(arrivals).getByRole('button', { name: 'Register arrival' }));
    await within(arrivals).findByText('4 of 4 guests have arrived');
    await user.click(within(arrivals).getByRole('button', { name: 'Close' }));
    await user.click(within(row).getByRole('button', { name: 'Edit booking: Mette Jensen' }));
    const edit = await screen.findByRole('dialog', { name: 'Booking – Mette Jensen' });
    await user.click(within(edit).getByRole('tab', { name: 'History' }));
    expect(within(edit).getByRole('list', { name: 'History' })).toHaveTextContent('Arrival: Not arrived → Arrived');
  });

  it('reopened right after its tags were changed, a booking starts from the new version and history', async () => {
    const user = userEvent.setup();
    const tagged = { user: 'Lars Nielsen', created: '2026-11-17T13:00:00.000Z', changeFlags: 4, changes: [{ changeType: 4, oldValue: '[]', newValue: '["LATE_ARRIVAL"]' }] };
    api.bookings.addTag.mockResolvedValue({ ...booking, booking: { ...booking.booking, tags: ['LATE_ARRIVAL'], version: 2, changeLog: [tagged] }, warnings: [] } as never);
    api.tags.getList.mockResolvedValue([{ tag: 'LATE_ARRIVAL', translations: [{ languageCode: 'eng', translation: 'Late arrival' }], isFreeText: false }] as never);
    api.bookings.getList.mockResolvedValueOnce([booking]).mockReturnValue(new Promise(() => {}));
    renderNight(MANAGER);
    const row = (await screen.findByText('Mette Jensen', undefined, { timeout: 5000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tags' }));
    const tags = await screen.findByRole('dialog', { name: 'Tags – Mette Jensen' });
    await user.click(within(tags).getByRole('button', { name: 'Late arrival' }));
    await waitFor(() => expect(api.bookings.addTag).toHaveBeenCalledWith({ bookingId: 'b1', tag: 'LATE_ARRIVAL' }));
    await user.click(within(tags).getByRole('button', { name: 'Close' }));
    await user.click(within(row).getByRole('button', { name: 'Edit booking: Mette Jensen' }));
    const edit = await screen.findByRole('dialog', { name: 'Booking – Mette Jensen' });
    await user.click(within(edit).getByRole('tab', { name: 'History' }));
    expect(within(edit).getByRole('list', { name: 'History' })).toHaveTextContent('Tags: – → Late arrival');
  });
});
