import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingEventsApi } from '@generated/client/api/bookingEvents';
import { EventDialog, type BookingEvent } from '@/screens/bookings/EventsScreen/EventDialog';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/bookingEvents', () => ({ bookingEventsApi: { create: vi.fn(), update: vi.fn() } }));

const event = { id: 'ev-1', version: 3, venueDetailsId: 'venue-1', eventName: 'Jazz night', eventStart: '2030-03-10T19:00:00.000Z', eventEnd: '2030-03-10T22:00:00.000Z', description: null, imageLink: null, venueSetupId: null, venueSectionId: null, type: 0 } as unknown as BookingEvent;

function open(props: { event?: BookingEvent } = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderPage(<EventDialog venueId="venue-1" setups={[]} timeZone="Europe/Copenhagen" defaultDate="2030-03-12" onSaved={onSaved} onClose={onClose} {...props} />);
  return { onSaved, onClose };
}

beforeEach(() => vi.resetAllMocks());

describe("a venue's event dialog", () => {
  it('asks for the name before sending anything', async () => {
    const user = userEvent.setup();
    const { onClose } = open();
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(bookingEventsApi.create).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("creates the event with its times in the venue's zone, then closes", async () => {
    const user = userEvent.setup();
    vi.mocked(bookingEventsApi.create).mockResolvedValue({} as never);
    const { onSaved, onClose } = open();
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Quiz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(bookingEventsApi.create).toHaveBeenCalledWith({ body: expect.objectContaining({ venueDetailsId: 'venue-1', eventName: 'Quiz', eventStart: '2030-03-12T20:00:00.000Z', eventEnd: '2030-03-12T22:59:00.000Z' }) });
  });

  it('says so when someone else changed the event, and stays open', async () => {
    const user = userEvent.setup();
    vi.mocked(bookingEventsApi.update).mockRejectedValue(new HttpError('Unable to put event.', 409, { message: 'stale' }));
    const { onSaved, onClose } = open({ event });
    const dialog = await screen.findByRole('dialog', { name: 'Event Jazz night' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else changed this event. Close and open it again.');
    expect(bookingEventsApi.update).toHaveBeenCalledWith({ id: 'ev-1', body: expect.objectContaining({ id: 'ev-1', version: 3 }) });
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
