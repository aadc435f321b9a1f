/** What the domain actions of files answer: the contract between `src/server/domain/shell/media.ts` and the typed calls. */
export interface MediaResults {
  upload: {
    url: string;
    id: string;
    version?: number;
  };
}
