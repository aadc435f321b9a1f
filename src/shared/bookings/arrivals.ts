/** One arrival of guests of a booking or a guest-list entry, as the record keeps it. */
export interface Arrival {
  id: string;
  numberOfGuests: number;
  note: string | null;
  created: string;
  createdBy: string;
}
