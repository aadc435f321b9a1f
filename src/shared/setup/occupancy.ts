/** How full a venue is booked on one night. */
export interface NightOccupancy {
  date: string;
  /** Booked share of the active setup's tables, 0-100 with one decimal. */
  percentage: number;
  bookedTables: number;
  totalTables: number;
  bookings: number;
  guests: number;
  venueSetupId: string | null;
}
