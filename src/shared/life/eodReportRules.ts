import type { Records } from '../records';

/** What the domain actions of end-of-day report rules answer: the contract between `src/server/domain/life/eodReportRules.ts` and the typed calls. */
export interface EodReportRulesResults {
  getForCountry: Omit<Records['eodReportRules'], 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & {
    id: string | null;
  };
  save: Omit<Records['eodReportRules'], 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & {
    id: string | null;
  };
}
