import { getRequestContext } from '@/data/requestContext';
import { useSelection } from './useSelection';

export type SelectionSource = 'activeVenue' | 'activeCountry';

/** Initial values of a new record from where the user works: the active venue and country. */
export function useSelectionDefaults(fields: Record<string, SelectionSource>, fixed: Record<string, unknown> = {}): Record<string, unknown> {
  useSelection();
  const { venueId, countryId } = getRequestContext();
  const values: Record<string, unknown> = { ...fixed };
  for (const [field, source] of Object.entries(fields)) {
    const value = source === 'activeVenue' ? venueId : countryId;
    if (value) values[field] = value;
  }
  return values;
}
