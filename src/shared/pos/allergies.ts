/** What the domain actions of allergies answer: the contract between `src/server/domain/pos/allergies.ts` and the typed calls. */
export interface AllergiesResults {
  list: {
    id: string;
    name: string;
  }[];
}
