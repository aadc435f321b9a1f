/** One change of an employee's pay rate, as the payroll report lists it. */
export interface PayrateRow {
  id: string;
  venueId: string;
  venueName: string;
  country: string;
  currency: string;
  employeeName: string;
  employeeNumber: string | null;
  reason: 1 | 2 | 3;
  oldRate: number;
  newRate: number;
  effectiveDate: string;
  hasError: boolean;
  errorMessage: string | null;
}

/** What the domain actions of pay rate changes answer: the contract between `src/server/domain/reports/plandayPayrateChanges.ts` and the typed calls. */
export interface PlandayPayrateChangesResults {
  list: {
    items: PayrateRow[];
    totalItems: number;
    page: number;
    pageSize: number;
    totalPages: number;
  };
}
