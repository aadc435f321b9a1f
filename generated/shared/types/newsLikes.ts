// Generated from schema/life/newsLikes.ts by `npm run generate`. Do not edit.
/** Like: a stored record as the API returns it. */
export interface NewsLikeRecord {
  id: string;
  articleId: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type NewsLikeInput = Omit<NewsLikeRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
