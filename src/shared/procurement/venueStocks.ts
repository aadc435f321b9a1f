/** What the domain actions of venue stocks answer: the contract between `src/server/domain/procurement/venueStocks.ts` and the typed calls. */
export interface VenueStocksResults {
  byVenue: {
    venueId: string;
    name: string;
    currency: string;
    storages: {
      storageId?: string | null;
      storageName: string;
    }[];
    total: number;
    lastCountAt: string | null;
    countOverdue: boolean;
    products: {
      id: string;
      stockProductId: string;
      name: string;
      number: string | null;
      stockProductGroupId: string | null;
      productUnitId: string | null;
      assigned: boolean;
      quantity: number;
      byStorage: {
        storageId: string | null;
        quantity: number;
      }[];
      parLevel: number | null;
      reorderPoint: number | null;
      belowReorderPoint: boolean;
      unitCost: number;
      value: number;
    }[];
  };
  byCountry: {
    country: 'dk' | 'no' | 'fi' | 'uk';
    currency: string;
    venues: {
      venueId: string;
      name: string;
      assignedProducts: number;
      productsOnHand: number;
      value: number;
      belowReorderPoint: number;
      lastCountAt: string | null;
      countOverdue: boolean;
    }[];
  };
  movements: {
    quantity: number;
    occurredAt: string | null;
    name: string | null;
    stockProductId: string | null;
    id: string;
    note: string | null;
    storageId: string | null;
    kind: 'received' | 'counted' | 'transferOut' | 'transferIn' | 'waste' | 'sale' | null;
    sourceId: string | null;
    wasteReasonId: string | null;
  }[];
  registerWaste: {
    stockProductId: string;
    quantity: number;
  };
}
