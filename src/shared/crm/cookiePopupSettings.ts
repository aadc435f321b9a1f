import type { StoredRecord } from '../records';

/** What the domain actions of cookie popup settings answer: the contract between `src/server/domain/crm/cookiePopupSettings.ts` and the typed calls. */
export interface CookiePopupSettingsResults {
  get: StoredRecord;
  save: StoredRecord;
}
