/** What the domain actions of news answer: the contract between `src/server/domain/life/newsArticles.ts` and the typed calls. */
export interface NewsArticlesResults {
  listCategory: {
    items: {
      likeCount: number;
      commentCount: number;
      likedByMe: boolean;
      id: string;
      categoryId: string;
      title: string;
      summary: string | null;
      body: string | null;
      author: string | null;
      publishedAt: Date;
    }[];
    totalItems: number;
    page: number;
    pageSize: number;
    totalPages: number;
  };
  like: {
    id: string;
    liked: boolean;
    likeCount: number;
  };
}
