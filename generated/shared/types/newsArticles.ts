// Generated from schema/life/newsArticles.ts by `npm run generate`. Do not edit.
/** News article: a stored record as the API returns it. */
export interface NewsArticleRecord {
  id: string;
  version: number;
  categoryId: string;
  title: string;
  summary?: string | null;
  body?: string | null;
  author?: string | null;
  publishedAt: string;
  likeCount: number;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type NewsArticleInput = Omit<NewsArticleRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'likeCount' | 'commentCount'> & { id?: string; version?: number; };
