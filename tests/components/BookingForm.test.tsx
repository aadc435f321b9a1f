import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi } from '@generated/client/api/bookings';
import { bookingTagsApi } from '@generated/client/api/bookingTags';
import { venueSectionsApi } from '@generated/client/api/venueSections';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { setRequestContextSource } from '@/data/requestContext';
import type { BookingResult, VenueDetails } from '@/screens/shared/BookingKit/queries';
import { BookingForm } from '@/screens/bookings/BookingsScreen/BookingForm';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/bookings', () => ({ bookingsApi: { create: vi.fn(), update: vi.fn(), caseworkers: vi.fn(), hosts: vi.fn() } }));
vi.mock('@generated/client/api/venueSetups', () => ({ venueSetupsApi: { active: vi.fn(), getList: vi.fn(), products: vi.fn() } }));
vi.mock('@generated/client/api/venueSections', () => ({ venueSectionsApi: { tables: vi.fn(), alternatives: vi.fn() } }));
vi.mock('@generated/client/api/bookingTags', () => ({ bookingTagsApi: { getList: vi.fn() } }));

const api = { bookings: vi.mocked(bookingsApi), setups: vi.mocked(venueSetupsApi), sections: vi.mocked(venueSectionsApi), tags: vi.mocked(bookingTagsApi) };

const details = { id: 'venue-1', name: 'Nørrebro Social', timeZoneCode: 'Europe/Copenhagen', startTimeOfDay: '10:00', currencyInfo: { code: 'DKK' }, version: 1 } as unknown as VenueDetails;
const table = (id: string, name: string, seatCount: number, extra: Record<string, unknown> = {}) => ({ id, name, seatCount, venueTableType: 1, combinationTablePartIds: [], isActive: true, venuePolicies: [], ...extra });
const setup = {
  id: 'setup-1',
  name: 'Standard',
  version: 1,
  venueSections: [
    { id: 'main', name: 'Main room', venueTables: [table('t1', 'A1', 4), table('t2', 'A2', 8)] },
    { id: 'lounge', name: 'Lounge', venueTables: [table('t3', 'L1', 6)] },
  ],
};
const scored = (t: ReturnType<typeof table>, score: number | null, extra: Record<string, unknown> = {}) => ({
  table: { ...t, isCombinationTable: false, isWalkInOnly: false, partNames: [] },
  score,
  available: true,
  reason: null,
  scoreParts: [],
  softWarnings: [],
  hardLimits: [],
  warnings: [],
  bookedBy: [],
  ...extra,
});

function renderForm(props: Partial<Parameters<typeof BookingForm>[0]> = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderPage(<BookingForm venueId="venue-1" details={details} night="2030-03-12" onSaved={onSaved} onClose={onClose} {...props} />);
  return { onSaved, onClose };
}

/** Types into a field at once (typing key by key is slow in jsdom). */
function fill(dialog: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

async function chooseSection(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Section/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

beforeEach(() => {
  vi.resetAllMocks();
  setRequestContextSource(() => ({ venueId: 'venue-1', countryId: 'dk', userId: 'user-vm' }));
  api.setups.active.mockResolvedValue({ ...setup, activeReason: 'calendar', calendarEntryId: 'e1', night: '2030-03-12' } as never);
  api.setups.getList.mockResolvedValue([setup] as never);
  api.setups.products.mockResolvedValue([{ id: 'p1', name: 'Champagne, 75 cl', unitPrice: 120000, category: 'Bottles', isActive: true, version: 1 }] as never);
  api.bookings.caseworkers.mockResolvedValue([{ userId: 'user-vm', name: 'Lars Nielsen', email: null }]);
  api.bookings.hosts.mockResolvedValue([{ userId: 'user-sm', name: 'Sofie Larsen', email: null }]);
  api.tags.getList.mockResolvedValue([
    { tag: 'THEME:BIRTHDAY', translations: [{ languageCode: 'eng', translation: 'Birthday' }], isFreeText: false },
    { tag: 'THEME:OTHER', translations: [{ languageCode: 'eng', translation: 'Other theme' }], isFreeText: true },
    { tag: 'VIP', translations: [{ languageCode: 'eng', translation: 'VIP' }], isFreeText: false },
  ]);
  api.sections.tables.mockImplementation(async ({ sectionId }) =>
    sectionId === 'main'
      ? ([
          scored(setup.venueSections[0].venueTables[0], 100, { scoreParts: [{ reason: 'base', points: 100 }] }),
          scored(setup.venueSections[0].venueTables[1], 85, {
            scoreParts: [
              { reason: 'base', points: 100 },
              { reason: 'capacityUsage', points: -10, matched: false, guests: 4, seats: 8, level: 0 },
              { reason: 'bookedTonight', points: 5, matched: true, level: 0 },
              { reason: 'fullTable', points: -10, matched: false, guests: 4, seats: 8, level: 20 },
            ],
          }),
        ] as never)
      : ([
          scored(setup.venueSections[1].venueTables[0], 43.3, {
            softWarnings: [{ code: 'walkIn', limitType: 2, text: { key: 'walkIn', values: { table: 'L1', policy: 'Walk-ins only' } }, message: 'Table L1 is kept for walk-ins (Walk-ins only)', field: 'venueTableId', level: 30, identifier: 'Walk-ins only', policyType: 'TableBookingPolicy' }],
          }),
        ] as never),
  );
});

describe('BookingForm', { timeout: 60_000 }, () => {
  it('books a suggested table: guest, guests, arrival in venue time, section, table, tags and a pre-order', async () => {
    const user = userEvent.setup();
    api.bookings.create.mockResolvedValue({ booking: { id: 'b1' } } as never);
    const { onSaved, onClose } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    fill(dialog, 'Name', 'Mette Jensen');
    fill(dialog, 'Phone', '+45 22 33 44 55');
    fill(dialog, 'Email', 'mette@example.dk');
    fill(dialog, /Guests/, '4');
    fireEvent.change(within(dialog).getByLabelText(/Arrival/), { target: { value: '01:30' } });
    await chooseSection('Main room');

    const suggestions = await screen.findByRole('list', { name: 'Suggested tables' });
    await waitFor(() => expect(within(suggestions).getAllByTestId(/^suggestion-/)).toHaveLength(2));
    expect(within(suggestions).getAllByTestId(/^suggestion-/).map((b) => b.textContent)).toEqual([expect.stringContaining('A1'), expect.stringContaining('A2')]);
    // After midnight belongs to the night: 01:30 on the 13th, Copenhagen time.
    expect(api.sections.tables).toHaveBeenLastCalledWith(expect.objectContaining({ sectionId: 'main', 'guest-count': 4, arrival: '2030-03-13T00:30:00.000Z', 'accept-soft-warnings': true }));
    await user.click(within(suggestions).getByTestId('suggestion-A1'));
    expect(within(suggestions).getByTestId('suggestion-A1')).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Birthday' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Product' }));
    fireEvent.click(await screen.findByRole('option', { name: /Champagne/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add pre-order' }));
    fill(dialog, /Minimum spend/, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.bookings.create).toHaveBeenCalledTimes(1));
    const { body } = api.bookings.create.mock.calls[0][0];
    expect(body).toMatchObject({
      venueDetailsId: 'venue-1',
      venueSetupId: 'setup-1',
      venueSectionId: 'main',
      venueTableId: 't1',
      guestCount: 4,
      bookingState: 1,
      arrival: '2030-03-13T00:30:00.000Z',
      departure: null,
      tags: ['THEME:BIRTHDAY'],
      orderLines: [{ name: 'Champagne, 75 cl', quantity: 1, unitPrice: 120000 }],
      minimumSpend: 150000,
      bookingCustomer: { name: 'Mette Jensen', phoneNumber: '+45 22 33 44 55', email: 'mette@example.dk' },
    });
    expect(api.bookings.create.mock.calls[0][0]).not.toHaveProperty('accept-soft-warnings');
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    // The whole form is walked through: on a busy two-core machine this takes about a minute.
  }, 150_000);

  it('says why a table got its score, part by part', async () => {
    const user = userEvent.setup();
    renderForm();
    await chooseSection('Main room');
    const suggestions = await screen.findByRole('list', { name: 'Suggested tables' });
    const why = await within(suggestions).findByRole('button', { name: 'Why this table: A2' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const breakdown = document.getElementById(why.getAttribute('aria-controls')!)!;
    expect([...breakdown.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '+100 to start with',
      '\u221210 uses 4 of 8 seats',
      '+5 not booked earlier tonight (spares booked tables)',
      '\u221210 leaves 4 of 8 seats empty (prefers full tables)',
    ]);
    expect(breakdown).toHaveTextContent('= 85');
  });

  describe('when the section is full', () => {
    beforeEach(() => {
      const booked = (t: ReturnType<typeof table>) => scored(t, 90, { available: false, reason: 'booked' });
      api.sections.tables.mockImplementation(async ({ sectionId }) =>
        sectionId === 'main' ? ([booked(setup.venueSections[0].venueTables[0]), booked(setup.venueSections[0].venueTables[1])] as never) : ([scored(setup.venueSections[1].venueTables[0], 95)] as never),
      );
      api.sections.alternatives.mockResolvedValue({
        sections: [{ sectionId: 'lounge', name: 'Lounge', tables: [scored(setup.venueSections[1].venueTables[0], 95)] }],
        times: [{ arrival: '2030-03-12T21:00:00.000Z', departure: null, minutes: 120, tables: [scored(setup.venueSections[0].venueTables[0], 100)] }],
      } as never);
    });

    it('offers the best table of another section', async () => {
      const user = userEvent.setup();
      renderForm();
      const dialog = await screen.findByRole('dialog', { name: 'New booking' });
      await chooseSection('Main room');
      const offer = await screen.findByRole('region', { name: 'No table in this section is free for this booking.' }, { timeout: 10_000 });
      expect(api.sections.alternatives).toHaveBeenCalledWith(expect.objectContaining({ sectionId: 'main', 'guest-count': 2, arrival: '2030-03-12T19:00:00.000Z' }));
      await user.click(within(offer).getByRole('button', { name: 'L1 in Lounge (6 seats)' }));
      expect(within(dialog).getByRole('combobox', { name: /Section/ })).toHaveTextContent('Lounge');
      await waitFor(() => expect(within(dialog).getByTestId('suggestion-L1')).toHaveAttribute('aria-pressed', 'true'));
    });

    it('offers the nearest free times of the section', async () => {
      const user = userEvent.setup();
      renderForm();
      const dialog = await screen.findByRole('dialog', { name: 'New booking' });
      await chooseSection('Main room');
      const offer = await screen.findByRole('region', { name: 'No table in this section is free for this booking.' }, { timeout: 10_000 });
      await user.click(within(offer).getByRole('button', { name: '22:00: A1' }));
      expect(within(dialog).getByLabelText(/Arrival/)).toHaveValue('22:00');
      await waitFor(() => expect(within(dialog).getByTestId('suggestion-A1')).toHaveAttribute('aria-pressed', 'true'));
    });
  });

  it('checks the customer rule and the table rule before sending', async () => {
    const user = userEvent.setup();
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    fill(dialog, 'Name', 'Only a name');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Booking state' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Venue confirmed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Give name, phone and email, or none of them')).toHaveLength(2);
    expect(within(dialog).getAllByText('Required').length).toBeGreaterThan(0);
    await chooseSection('Main room');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a table, or keep the booking Reserved or Requested')).toBeInTheDocument();
    expect(api.bookings.create).not.toHaveBeenCalled();
  });

  it('asks to accept the soft warnings of a walk-in table and then sends accept-soft-warnings', async () => {
    const user = userEvent.setup();
    api.bookings.create.mockResolvedValue({ booking: { id: 'b2' } } as never);
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await chooseSection('Lounge');
    await user.click(await within(dialog).findByTestId('suggestion-L1'));
    expect(within(dialog).getByText('Table L1 is kept for walk-ins (Walk-ins only)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The checkbox's label, and the same words as the table's error until it is ticked.
    expect(await within(dialog).findAllByText('I accept the warnings and book anyway')).toHaveLength(2);
    expect(api.bookings.create).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the warnings and book anyway' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bookings.create).toHaveBeenCalledWith(expect.objectContaining({ 'accept-soft-warnings': true, body: expect.objectContaining({ venueTableId: 't3' }) })));
  });

  it('keeps what was typed and shows the server’s messages on the fields it names', async () => {
    const user = userEvent.setup();
    api.bookings.create.mockRejectedValue(
      new HttpError('Unable to post booking.: body.venueTableId: table A1 is already booked from 19:00 to 21:00 (Ole Hansen)', 400, {
        field: 'body.venueTableId',
        errors: { venueTableId: 'table A1 is already booked from 19:00 to 21:00 (Ole Hansen)' },
      }),
    );
    const { onClose } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    fill(dialog, 'Name', 'Ida Holm');
    fill(dialog, 'Phone', '+45 11');
    fill(dialog, 'Email', 'ida@example.dk');
    await chooseSection('Main room');
    await user.click(await within(dialog).findByTestId('suggestion-A1'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Unable to post booking.'));
    expect(within(dialog).getByText('table A1 is already booked from 19:00 to 21:00 (Ole Hansen)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ida Holm');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a booking with its version and shows its history in words', async () => {
    const user = userEvent.setup();
    api.bookings.update.mockResolvedValue({ booking: { id: 'b9' } } as never);
    const booking = {
      booking: {
        id: 'b9',
        version: 4,
        venueDetailsId: 'venue-1',
        venueSetupId: 'setup-1',
        venueSectionId: 'main',
        venueTableId: 't2',
        bookingState: 3,
        arrivalState: 0,
        guestCount: 6,
        arrival: '2030-03-12T19:00:00.000Z',
        departure: null,
        tags: ['VIP'],
        orderLines: [],
        notes: [{ message: 'Regular guest', createdBy: 'Lars Nielsen', created: '2030-03-01T10:00:00.000Z' }],
        changeLog: [
          { user: 'Online booking', created: '2030-03-01T10:00:00.000Z', changeFlags: 2048, changes: [] },
          { user: 'Lars Nielsen', created: '2030-03-02T10:00:00.000Z', changeFlags: 9, changes: [{ changeType: 1, oldValue: '1', newValue: '3' }, { changeType: 8, oldValue: 'A1', newValue: 'A2' }] },
          {
            user: 'Lars Nielsen',
            created: '2030-03-03T10:00:00.000Z',
            changeFlags: 4 | 8192,
            changes: [
              { changeType: 4, oldValue: '["VIP"]', newValue: '["VIP","THEME:BIRTHDAY","LATE_ARRIVAL","THEME:OTHER|Retirement"]' },
              { changeType: 8192, oldValue: null, newValue: 'Sofie Larsen' },
            ],
          },
        ],
      },
      bookingCustomer: { name: 'Anders Berg', phoneNumber: '+45 99', email: 'anders@example.dk' },
      minimumSpendAmount: null,
    } as unknown as BookingResult;
    renderForm({ booking });
    const dialog = await screen.findByRole('dialog', { name: 'Booking – Anders Berg' });
    expect(within(dialog).getByLabelText(/Arrival/)).toHaveValue('20:00');
    expect(within(dialog).getByText('Regular guest')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    const history = within(dialog).getByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Booking state: Reserved → Venue confirmed · Table: A1 → A2');
    expect(history).toHaveTextContent('Created');
    // Tags as the booking shows them (translated, else made readable), and the host like the caseworker.
    expect(history).toHaveTextContent('Tags: VIP → VIP, Birthday, Late arrival, Retirement · Host: – → Sofie Larsen');
    expect(history).not.toHaveTextContent('LATE_ARRIVAL');
    await user.click(within(dialog).getByRole('tab', { name: 'Booking' }));
    fill(dialog, /Guests/, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bookings.update).toHaveBeenCalledWith(expect.objectContaining({ id: 'b9', body: expect.objectContaining({ guestCount: 7, version: 4, venueTableId: 't2', arrival: '2030-03-12T19:00:00.000Z' }) })));
  });

  it('tells the second of two hosts that someone else changed the booking, and keeps what they typed', async () => {
    const user = userEvent.setup();
    api.bookings.update.mockRejectedValue(new HttpError('Unable to put booking.: This booking was changed by someone else', 409, { status: 409, message: 'This booking was changed by someone else' }));
    const booking = {
      booking: { id: 'b7', version: 2, venueDetailsId: 'venue-1', venueSetupId: 'setup-1', venueSectionId: 'main', venueTableId: 't2', bookingState: 1, arrivalState: 0, guestCount: 6, arrival: '2030-03-12T19:00:00.000Z', departure: null, tags: [], orderLines: [], notes: [], changeLog: [] },
      bookingCustomer: { name: 'Anders Berg', phoneNumber: '+45 99', email: 'anders@example.dk' },
      minimumSpendAmount: null,
    } as unknown as BookingResult;
    const { onClose, onSaved } = renderForm({ booking });
    const dialog = await screen.findByRole('dialog', { name: 'Booking – Anders Berg' });
    fill(dialog, /Guests/, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Someone else changed this booking. Close and open it again to see their change.'));
    expect(api.bookings.update).toHaveBeenCalledWith(expect.objectContaining({ id: 'b7', body: expect.objectContaining({ version: 2, guestCount: 8 }) }));
    expect(within(dialog).getByLabelText(/Guests/)).toHaveValue(8);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
