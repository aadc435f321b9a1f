import type { StoredRecord } from '../records';

/** What the domain actions of stock transfers answer: the contract between `src/server/domain/procurement/stockTransfers.ts` and the typed calls. */
export interface StockTransfersResults {
  listByVenue: {
    direction: 'outgoing' | 'incoming';
    id: string;
    version: number;
    venueId: string;
    toVenueId: string;
    transferNumber: string;
    state: 'Draft' | 'Sent' | 'Received' | 'Cancelled';
    country: 'dk' | 'no' | 'fi' | 'uk';
    note?: string | null;
    lines?: {
      stockProductId: string;
      quantity: number;
    }[] | null;
    sentAt: string;
    receivedAt: string;
    cancelledAt: string;
    createdAt: string;
    updatedAt: string;
    createdBy: string | null;
    updatedBy: string | null;
  }[];
  create: StoredRecord;
  update: StoredRecord;
  send: StoredRecord;
  receive: StoredRecord;
  cancel: StoredRecord;
}
