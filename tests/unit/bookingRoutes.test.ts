import { describe, expect, it } from 'vitest';
import { ROUTES } from '@generated/client/routes';
import { SIDEBARS } from '@generated/client/sidebars';
import { visibleEntries } from '@/app/navigation/sidebarRules';

const group = (service: string, id: string) => {
  const sidebar = SIDEBARS.find((s) => s.service === service)!;
  const entry = sidebar.entries.find((e) => e.kind === 'group' && e.id === id);
  return entry?.kind === 'group' ? entry.items : [];
};

describe('the booking pages', () => {
  it('sit in the Venue service: Table Booking and Booking Overview, then guest list, events, venue setup, floorplan and calendar', () => {
    expect(group('venue', 'booking').map((i) => [i.path, i.permission])).toEqual([
      ['/marcom/marcom', 'vp.vp.booking.show'],
      ['/marcom/guest-relations', 'vp.crm.bookingoverview.show'],
      ['/marcom/marcom/guest-list', 'vp.vp.booking.show'],
      ['/marcom/marcom/events', 'vp.vp.booking.show'],
      ['/marcom/marcom/setup', 'vp.vp.booking.show'],
      ['/marcom/marcom/floorplan', 'vp.vp.booking.show'],
      ['/marcom/marcom/calendar', 'vp.vp.booking.show'],
    ]);
    expect(ROUTES.filter((r) => r.path.startsWith('/marcom/')).every((r) => r.service === 'venue' && r.venueScoped)).toBe(true);
  });

  it('list Booking Overview in the CRM sidebar’s booking group too, naming the Venue service it opens in', () => {
    const [overview] = group('crm', 'booking').filter((i) => i.path === '/marcom/guest-relations');
    expect(overview).toMatchObject({ permission: 'vp.crm.bookingoverview.show', service: 'venue' });
    const crm = SIDEBARS.find((s) => s.service === 'crm')!;
    const shown = visibleEntries(crm, { globalPermissions: [], venuePermissions: [{ venueId: 'v1', permissions: ['vp.crm.bookingoverview.show'] }] }, 'v1');
    expect(shown.flatMap((e) => (e.kind === 'group' ? e.items.map((i) => i.path) : [e.path]))).toContain('/marcom/guest-relations');
  });
});
