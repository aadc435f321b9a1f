/** What the domain actions of mentions answer: the contract between `src/server/domain/shell/tags.ts` and the typed calls. */
export interface TagsResults {
  search: ({
    id: string;
    name: string;
    type: 'user';
  } | {
    id: string;
    name: string;
    type: 'venue';
  })[];
}
