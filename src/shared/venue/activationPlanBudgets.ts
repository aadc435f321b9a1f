/** What the domain actions of budgets answer: the contract between `src/server/domain/venue/activationPlanBudgets.ts` and the typed calls. */
export interface ActivationPlanBudgetsResults {
  setBudget: {
    currency: string;
    id: string;
    version?: number;
  };
  getBudgets: {
    venueId: string;
    year: number;
    currency: string;
    budgets: {
      month: number;
      amount: number;
      note: string | null;
      id: string | null;
      version: number | null;
    }[];
  };
}
