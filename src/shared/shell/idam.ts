import type { PermissionData } from '../permissions';

/** What the domain actions of access answer: the contract between `src/server/domain/shell/idam.ts` and the typed calls. */
export interface IdamResults {
  myPermissions: PermissionData;
  myVenues: {
    venueId: string;
    name: string;
    logoUrl: string | null;
    country: 'dk' | 'no' | 'fi' | 'uk';
    timeZone: string;
  }[];
  myVenueDetails: {
    venueId: string;
    name: string;
    shortName: string | null;
    logoUrl: string | null;
    country: 'dk' | 'no' | 'fi' | 'uk';
    timeZone: string;
    regionId: string | null;
    regionName: string | null;
    permissionCount: number;
  }[];
}
