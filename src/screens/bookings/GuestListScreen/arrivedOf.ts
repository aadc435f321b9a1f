import type { GuestItem } from './GuestDialogs';

/** How many of the entry's party have come in, over all its check-ins. */
export function arrivedOf(item: GuestItem): number {
  return ((item.arrivals ?? []) as { numberOfGuests?: number | null }[]).reduce((s, a) => s + (a.numberOfGuests ?? 0), 0);
}
