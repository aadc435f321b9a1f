// Generated from schema/guests/shortLinks.ts by `npm run generate`. Do not edit.
/** Short link: a stored record as the API returns it. */
export interface ShortLinkRecord {
  id: string;
  code: string;
  url: string;
  guestId?: string | null;
  venueId?: string | null;
  clicks?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ShortLinkInput = Omit<ShortLinkRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
