/** One step in the history of a campaign: who moved it from which status to which, and why. */
export interface HistoryEntry {
  at: string;
  userId: string | null;
  userName: string | null;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  comment: string | null;
}
