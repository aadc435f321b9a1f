import type { venueCockpitApi } from '@generated/client/api/venueCockpit';

/** What GET /VenueCockpit/{venueId} answers; a part is null where the user may not open its page. */
export type Cockpit = Awaited<ReturnType<typeof venueCockpitApi.get>>;
export type CockpitPart<K extends keyof Cockpit> = NonNullable<Cockpit[K]>;
