/** A user the bookings name: a caseworker or a host. */
export interface Person {
  userId: string;
  name: string;
  email: string | null;
}
