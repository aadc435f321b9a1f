import { hasPermission } from '@/shared/permissions';
import type { RequestContext } from '../../api/context';
import { forbidden } from '../../api/errors';
import { holdsAny } from '../../api/scope';

/** The venues where the user holds the permission (globally: every active venue). */
export function permittedVenues(ctx: RequestContext, permission: string): string[] {
  return [...ctx.user.venueCountries.keys()].filter((venueId) => hasPermission(ctx.user.permissions, permission, venueId));
}

/** The countries where the user holds the permission (globally or at a venue there). */
export function permittedCountries(ctx: RequestContext, permission: string): ('dk' | 'no' | 'fi' | 'uk')[] {
  return (['dk', 'no', 'fi', 'uk'] as const).filter((c) => holdsAny(ctx.user, [permission], { countries: [c] }));
}

/** The venues asked for, which must all be permitted; none asked for means every permitted venue. */
export function venuesAskedFor(ctx: RequestContext, permission: string, asked: string[] | undefined | null): string[] {
  const permitted = permittedVenues(ctx, permission);
  if (!asked?.length) return permitted;
  const refused = asked.find((v) => !permitted.includes(v));
  if (refused) throw forbidden(`You do not have permission for the venue ${refused}`);
  return [...new Set(asked)];
}

export function assertVenuePermission(ctx: RequestContext, permission: string, venueId: string): void {
  if (!hasPermission(ctx.user.permissions, permission, venueId)) throw forbidden();
}
