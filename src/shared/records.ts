/**
 * The record type of every resource, by resource name. Declared empty here and filled in by
 * `generated/shared/records.ts` (declaration merging), so that types in `src/shared` can name a resource's record
 * (`Records['lists']`) without importing generated code.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by generated/shared/records.ts
export interface Records {}

/** Records as the API returns them: id, version, audit times and the resource's fields. */
export type StoredRecord = Record<string, unknown> & { id: string; version?: number };

/** A page of a list as the browser's data provider reads it. */
export interface Page<T> {
  items: T[];
  totalItems: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** The audit fields of a venue's stored row, as the server reads them from the database. */
export interface VenueRowFields {
  id: string;
  venueId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
  updatedBy: string | null;
}
