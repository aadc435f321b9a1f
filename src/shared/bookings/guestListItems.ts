import type { Records } from '../records';

/** What the domain actions of guest list answer: the contract between `src/server/domain/bookings/guestListItems.ts` and the typed calls. */
export interface GuestListItemsResults {
  create: Records['guestListItems'];
  /** As stored, with the legacy API's fields beside (`deleted` null on a listed entry, `created`/`updated` as ISO times). */
  list: Array<Omit<Records['guestListItems'], 'deleted'> & { deleted: null; created: string; updated: string }>;
  update: Records['guestListItems'];
  setArrivalState: Records['guestListItems'];
  arrived: Records['guestListItems'];
  updateArrived: Records['guestListItems'];
}
