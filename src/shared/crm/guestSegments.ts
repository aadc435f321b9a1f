/** What the domain actions of guest segmentation answer: the contract between `src/server/domain/crm/guestSegments.ts` and the typed calls. */
export interface GuestSegmentsResults {
  get: {
    labels: {
      name: string;
      createdAt: string;
      createdBy: string | null;
    }[];
    interests: {
      name: string;
      createdAt: string;
      createdBy: string | null;
    }[];
  };
  addLabel: {
    name: string;
    createdAt: string;
    createdBy: string;
  };
  addInterest: {
    name: string;
    createdAt: string;
    createdBy: string;
  };
}
