import { describe, expect, it } from 'vitest';
import { isRememberable, lastRouteKey, restorableRoute } from '@/app/routing/lastRoute';
import { ROUTES } from '@generated/client/routes';

const doorStaff = { globalPermissions: [], venuePermissions: [{ venueId: 'venue-a', permissions: ['vp.vp.booking.show', 'vp.vp.cockpit.show'] }] };

describe('the page the installed app reopens', () => {
  it('is the remembered page with its query, when the user may still open it', () => {
    expect(restorableRoute('/marcom/marcom/guest-list?venueId=venue-a&night=2026-11-26', ROUTES, doorStaff, 'venue-a')).toBe('/marcom/marcom/guest-list?venueId=venue-a&night=2026-11-26');
  });

  it('judges a venue-scoped page by the venue in its query, else the active venue', () => {
    expect(restorableRoute('/vp/cockpit?venueId=venue-b', ROUTES, doorStaff, 'venue-a')).toBeNull();
    expect(restorableRoute('/vp/cockpit', ROUTES, doorStaff, 'venue-a')).toBe('/vp/cockpit');
    expect(restorableRoute('/vp/cockpit', ROUTES, doorStaff, 'venue-b')).toBeNull();
  });

  it('is none when a permission was taken away since', () => {
    const without = { globalPermissions: [], venuePermissions: [{ venueId: 'venue-a', permissions: ['vp.vp.cockpit.show'] }] };
    expect(restorableRoute('/marcom/marcom/guest-list?venueId=venue-a', ROUTES, without, 'venue-a')).toBeNull();
  });

  it('is none for nothing kept, an unknown path, another site or a message page', () => {
    for (const stored of [undefined, null, 42, '', 'vp/cockpit', '/no/such/page', '//elsewhere.example/vp/cockpit', '/pages/no-access', '/'])
      expect(restorableRoute(stored, ROUTES, doorStaff, 'venue-a'), String(stored)).toBeNull();
  });

  it('remembers pages, not the start, message pages or the steps of signing in', () => {
    expect(isRememberable('/vp/tasks')).toBe(true);
    for (const path of ['/', '/pages/no-access', '/auth-redirect', '/oidc/interaction/x', '/redirect-bridge']) expect(isRememberable(path), path).toBe(false);
  });

  it('is kept per user', () => {
    expect(lastRouteKey('u1')).not.toBe(lastRouteKey('u2'));
  });
});
