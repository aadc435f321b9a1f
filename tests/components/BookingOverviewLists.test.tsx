import { fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi } from '@generated/client/api/bookings';
import { bookingTagsApi } from '@generated/client/api/bookingTags';
import { setRequestContextSource } from '@/data/requestContext';
import type { BookingResult, VenueDetails } from '@/screens/shared/BookingKit/queries';
import { RejectedTab } from '@/screens/bookings/BookingOverviewScreen/RejectedTab';
import { RequestsTab } from '@/screens/bookings/BookingOverviewScreen/RequestsTab';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/bookings', () => ({ bookingsApi: { requests: vi.fn(), rejectedRequests: vi.fn(), caseworkers: vi.fn(), reopenRequest: vi.fn() } }));
vi.mock('@generated/client/api/bookingTags', () => ({ bookingTagsApi: { getList: vi.fn() } }));

const api = { bookings: vi.mocked(bookingsApi), tags: vi.mocked(bookingTagsApi) };
const details = { id: 'venue-1', name: 'Nørrebro Social', timeZoneCode: 'Europe/Copenhagen', startTimeOfDay: '10:00', currencyInfo: { code: 'DKK' }, version: 1 } as unknown as VenueDetails;

/** Requests of guests "Guest 01" … in arrival order. */
const requests = (count: number, state = 7) =>
  Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      booking: { id: `b${n}`, bookingState: state, arrivalState: 0, guestCount: 4, arrival: `2030-03-${String(10 + Math.floor(i / 3)).padStart(2, '0')}T19:00:00.000Z`, tags: [], caseworker: null, version: 1 },
      bookingCustomer: { name: `Guest ${n}`, phoneNumber: '+45 11 22 33 44', email: `guest${n}@example.dk` },
      reservedSection: { id: 'main', name: 'Main room' },
      caseworkerName: null,
    };
  }) as unknown as BookingResult[];

beforeEach(() => {
  vi.resetAllMocks();
  setRequestContextSource(() => ({ venueId: 'venue-1', countryId: 'dk', userId: 'user-vm' }));
  api.bookings.caseworkers.mockResolvedValue([{ userId: 'user-vm', name: 'Lars Nielsen', email: null }]);
  api.tags.getList.mockResolvedValue([]);
});

describe('the request queue', () => {
  it('shows 25 requests a page and pages on with the keyboard-reachable pager', async () => {
    api.bookings.requests.mockResolvedValue(requests(30));
    renderPage(<RequestsTab venueId="venue-1" details={details} />);
    expect(await screen.findByTestId('request-Guest 01')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^request-/)).toHaveLength(25);
    expect(screen.getByText('1-25 of 30')).toBeInTheDocument();
    expect(screen.getByText('30 open requests')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Go to next page' });
    next.focus();
    expect(next).toHaveFocus();
    fireEvent.click(next);
    expect(await screen.findByTestId('request-Guest 26')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^request-/)).toHaveLength(5);
    expect(screen.queryByTestId('request-Guest 01')).not.toBeInTheDocument();
    expect(screen.getByText('26-30 of 30')).toBeInTheDocument();
  });

  it('shows no pager when the requests fit on one page, and says when there are none', async () => {
    api.bookings.requests.mockResolvedValue(requests(3));
    const { unmount } = renderPage(<RequestsTab venueId="venue-1" details={details} />);
    expect(await screen.findByTestId('request-Guest 03')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    unmount();
    api.bookings.requests.mockResolvedValue([]);
    renderPage(<RequestsTab venueId="venue-1" details={details} />);
    expect(await screen.findByText(/no open requests/i)).toBeInTheDocument();
  });

  it('shows the catalogued message when the requests cannot be loaded', async () => {
    api.bookings.requests.mockRejectedValue(new HttpError('Unable to get requests.', 500, { message: 'Unable to get requests.' }));
    renderPage(<RequestsTab venueId="venue-1" details={details} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get requests.');
  });
});

describe('rejected requests', () => {
  it('pages the rejected requests and takes a reopened one off the list', async () => {
    api.bookings.rejectedRequests.mockResolvedValue(requests(27, 8));
    api.bookings.reopenRequest.mockResolvedValue({} as never);
    api.bookings.requests.mockResolvedValue([]);
    renderPage(<RejectedTab venueId="venue-1" details={details} />);
    const list = await screen.findByRole('list', { name: 'Rejected requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('1-25 of 27')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen: Guest 01' }));
    expect(await screen.findByText('1-25 of 26')).toBeInTheDocument();
    expect(api.bookings.reopenRequest).toHaveBeenCalledWith({ id: 'b01' });
  });
});
