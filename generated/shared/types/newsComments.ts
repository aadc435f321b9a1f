// Generated from schema/life/newsComments.ts by `npm run generate`. Do not edit.
/** Comment: a stored record as the API returns it. */
export interface NewsCommentRecord {
  id: string;
  articleId: string;
  content: string;
  mentions?: string[] | null;
  userName: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type NewsCommentInput = Omit<NewsCommentRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'userName'> & { id?: string; };
