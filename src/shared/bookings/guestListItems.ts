import type { Records } from '../records';

/** What the domain actions of guest list answer: the contract between `src/server/domain/bookings/guestListItems.ts` and the typed calls. */
export interface GuestListItemsResults {
  create: Records['guestListItems'];
  list: {
    deleted: null;
    created: string;
    updated: string;
    createdAt: string;
    updatedAt: string;
    id: string;
    version: number;
    venueDetailsId: string;
    date: string;
    fullName: string;
    email?: string | null;
    phoneNumber?: string | null;
    guestCount?: number | null;
    note?: string | null;
    rejectionNote?: string | null;
    type?: number | null;
    guestProfileId?: string | null;
    requestState?: 0 | 10 | 20 | null;
    arrivalState?: 0 | 10 | 20 | 40 | null;
    arrivals: Array<{
      id?: string | null;
      numberOfGuests?: number | null;
      note?: string | null;
      created?: string | null;
      createdBy?: string | null;
    }>;
    createdBy: string | null;
    updatedBy: string | null;
  }[];
  update: Records['guestListItems'];
  setArrivalState: Records['guestListItems'];
  arrived: Records['guestListItems'];
  updateArrived: Records['guestListItems'];
}
