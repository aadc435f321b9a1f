// Generated from schema/venue/venueInfo.ts by `npm run generate`. Do not edit.
import type { MultilingualText } from '@/shared/types';

/** Venue info: a stored record as the API returns it. */
export interface VenueInfoRecord {
  id: string;
  version: number;
  venueId: string;
  address?: { street: string; postalCode: string; city: string; country: "dk" | "no" | "fi" | "uk"; } | null;
  general?: { description?: MultilingualText | null; phone?: string | null; email?: string | null; website?: string | null; capacity?: number | null; ageLimit?: number | null; } | null;
  openingHours?: Array<{ weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7; closed?: boolean | null; opens?: string | null; closes?: string | null; }> | null;
  addressVersion: number;
  generalVersion: number;
  openingHoursVersion: number;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueInfoInput = Omit<VenueInfoRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'addressVersion' | 'generalVersion' | 'openingHoursVersion'> & { id?: string; version?: number; };
