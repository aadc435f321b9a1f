import type { CountryCode } from '../types';
import type { ConsentType } from './consents';

/** The most rows one import reads, and the largest file it accepts. */
export const IMPORT_LIMITS = { rows: 5000, bytes: 5 * 1024 * 1024 } as const;

/** The columns of an import sheet, by their header in the first row (case and spaces do not matter). */
export const IMPORT_COLUMNS = ['First name', 'Last name', 'Email', 'Phone', 'Birth date', 'Venue'] as const;

/** Each consent type is a column of its own, "Email consent": x, yes, 1 or true ticks it. */
export const consentColumn = (consent: ConsentType) => `${consent} consent`;

/** One row of the sheet as read and checked. */
export interface ImportRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  /** The venue's id, as given or found by its name. */
  venueId: string | null;
  venueName: string | null;
  consents: ConsentType[];
  /** What is wrong with the row, each a sentence naming the column; a row with errors is not applied. */
  errors: string[];
  /** The existing guest the row is, by email or phone; null: a new guest. */
  match: { guestId: string; name: string | null } | null;
}

export type ImportStatus = 'Previewed' | 'Applied';

export interface ImportResult {
  created: number;
  matched: number;
  consentsGiven: number;
  confirmationsSent: number;
  /** Rows left out for their errors. */
  skipped: number;
}

export interface GuestImport {
  id: string;
  country: CountryCode;
  fileName: string | null;
  status: ImportStatus;
  createdAt: string;
  appliedAt: string | null;
  rows: ImportRow[];
  result: ImportResult | null;
}

/** What the domain actions of guest imports answer. */
export interface GuestImportsResults {
  preview: GuestImport;
  getImport: GuestImport;
  apply: GuestImport;
}
