import { useCanWrite } from '@/app/access/useCanWrite';

/** Changing venues, setups, sections, tables, policies, products and the calendar: vp.vp.booking.setup at the venue. */
export function useCanEditSetup(venueId: string): boolean {
  return useCanWrite('venueSetups.update', { venueId });
}
