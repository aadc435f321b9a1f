/** What the domain actions of media library answer: the contract between `src/server/domain/venue/mediaLibrary.ts` and the typed calls. */
export interface MediaLibraryResults {
  list: {
    items: {
      id: string;
      name: string;
      contentType: string;
      size: number;
      uploadedAt: string;
      uploadedBy: string | null;
      url: string;
    }[];
    totalItems: number;
    page: number;
    pageSize: number;
    totalPages: number;
  };
}
