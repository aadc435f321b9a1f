import type { Locator, Page } from '@playwright/test';

export interface PartyStillToCome {
  /** The customer's name, as the booking's card or row is named (`booking-<name>`). */
  name: string;
  arrived: number;
  total: number;
  /** The booking's card or row. */
  booking: Locator;
}

/**
 * The first party of the night's bookings some of whose guests have not come yet, on the phone's cards ("Guests: 6 ·",
 * or "Guests: 2 of 6 ·" once some have) or the table's rows (the guests column: "6" or "2 of 6"). The demo's night
 * differs by day and hour; the seed keeps at least one party of the night under way expected
 * (src/server/seed/partyExpected.ts). Registering a guest of a party that has all come changes no count, so a journey
 * that counts arrivals takes this one.
 */
export async function partyStillToCome(page: Page): Promise<PartyStillToCome> {
  const bookings = page.locator('[data-testid^="booking-"]').filter({ has: page.getByRole('button', { name: 'Arrived', exact: true }) });
  await bookings.first().waitFor();
  const parties = await bookings.evaluateAll((items) =>
    items.map((item) => {
      const guests = item instanceof HTMLTableRowElement ? /^(?:(\d+) of )?(\d+)$/.exec((item.cells[2]?.textContent ?? '').trim()) : /Guests: (?:(\d+) of )?(\d+) ·/.exec(item.textContent ?? '');
      return { name: (item.getAttribute('data-testid') ?? '').replace(/^booking-/, ''), arrived: Number(guests?.[1] ?? 0), total: guests ? Number(guests[2]) : 0, text: item.textContent ?? '' };
    }),
  );
  const party = parties.find((p) => p.arrived < p.total);
  if (!party) throw new Error(`Every party of tonight has come: ${parties.map((p) => p.text).join(' | ')}`);
  return { name: party.name, arrived: party.arrived, total: party.total, booking: page.getByTestId(`booking-${party.name}`) };
}
