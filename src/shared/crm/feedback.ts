/** What the domain actions of feedback answer: the contract between `src/server/domain/crm/feedback.ts` and the typed calls. */
export interface FeedbackResults {
  submit: {
    id: string;
    category: unknown;
    createdAt: unknown;
  };
}
