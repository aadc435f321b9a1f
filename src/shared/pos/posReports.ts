/** What the domain actions of procurement reports answer: the contract between `src/server/domain/pos/posReports.ts` and the typed calls. */
export interface PosReportsResults {
  stockProducts: {
    country: 'dk' | 'no' | 'fi' | 'uk';
    currency: string;
    generatedAt: string;
    total: number;
    venues: {
      value: number;
      products: number;
      venueId: string;
      name: string;
    }[];
    groups: {
      stockProductGroupId: string | null;
      name: string | null;
      color: string | null;
      value: number;
      quantity: number;
    }[];
    products: {
      quantity: number;
      value: number;
      byVenue: Record<string, number>;
      stockProductId: string;
      name: string;
      number: string | null;
      stockProductGroupId: string | null;
      groupName: string | null;
      unit: string | null;
      costPrice: number;
    }[];
  };
  salesOverview: {
    reportId: string;
    from: string;
    to: string;
    country: 'dk' | 'no' | 'fi' | 'uk';
    currency: string;
    reportCount: number;
    totals: {
      averageTransaction: number;
      grossSales: number;
      netSales: number;
      taxTotal: number;
      discounts: number;
      refunds: number;
      tips: number;
      transactionCount: number;
      guestCount: number;
    };
    previousGrossSales: number;
    months: string[];
    byVenue: {
      venueId: string;
      name: string;
      grossSales: number;
      netSales: number;
      transactionCount: number;
      reportCount: number;
    }[];
    byGroup: {
      share: number;
      salesProductGroupId: string;
      name: string;
      amount: number;
      quantity: number;
    }[];
    byDay: {
      date: string;
      grossSales: number;
    }[];
    byPayment: {
      method: string;
      amount: number;
    }[];
  };
}
