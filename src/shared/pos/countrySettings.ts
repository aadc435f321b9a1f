import type { Records } from '../records';

/** What the domain actions of country settings answer: the contract between `src/server/domain/pos/countrySettings.ts` and the typed calls. */
export interface CountrySettingsResults {
  getSettings: Omit<Records['countrySettings'], 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & {
    id: string | null;
  };
  updateSettings: Omit<Records['countrySettings'], 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & {
    id: string | null;
  };
}
