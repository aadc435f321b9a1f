import type { StoredRecord } from '../records';

/** What the domain actions of comments answer: the contract between `src/server/domain/life/newsComments.ts` and the typed calls. */
export interface NewsCommentsResults {
  listForArticle: StoredRecord[];
  add: StoredRecord;
}
