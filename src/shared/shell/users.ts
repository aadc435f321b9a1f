import type { StoredRecord } from '../records';

/** What a colleague is shown of a staff record: who they are and how to reach them at work. */
export interface Colleague {
  id: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** What the domain actions of users answer: the contract between `src/server/domain/shell/users.ts` and the typed calls. */
export interface UsersResults {
  /** One's own staff record whole, another person's as a colleague sees it. */
  getOne: StoredRecord | Colleague;
}
