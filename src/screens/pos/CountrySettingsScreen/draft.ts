import type { CountrySettingRecord } from '@generated/shared/types/countrySettings';

/** The settings as the screen edits them: the saved object, with local keys on rows not saved yet. */
export type Settings = Omit<CountrySettingRecord, 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'id'> & { id: string | null };

export type Row = Record<string, unknown> & { _key?: string };

let next = 0;
/** A key for a row the server has not given an id yet. */
export const localKey = () => `new-${++next}`;

/** A row's identity: its id object (`{ priceGroupId: { id } }`) or its local key. */
export function rowKey(row: Row, idKey: string): string {
  const id = (row[idKey] as { id?: string | null } | null | undefined)?.id;
  return id ?? row._key ?? '';
}

export const nameOf = (row: Row, key = 'name') => String(row[key] ?? '');

/** Whether two settings objects differ (what the user changed since loading). */
export const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
