import type { StateMachine } from './stateMachine';

export type StockCountState = 'Unknown' | 'Draft' | 'Active' | 'Completed' | 'Cancelled';
export type StockCountEvent = 'edit' | 'activate' | 'count' | 'complete' | 'cancel';

/**
 * Stock counts: Draft → Active by activate (the expected quantities are taken then); counted quantities are
 * entered while Active; Active → Completed when every line is counted; Draft and Active counts can be
 * cancelled. Only a Draft's lines and storage can be changed. Completed, Cancelled and Unknown are final.
 */
export const stockCountMachine: StateMachine<StockCountState, StockCountEvent> = {
  document: 'stock count',
  labels: { Unknown: 'Unknown', Draft: 'Draft', Active: 'Active', Completed: 'Completed', Cancelled: 'Cancelled' },
  transitions: {
    edit: { from: ['Draft'], to: 'Draft' },
    activate: { from: ['Draft'], to: 'Active' },
    count: { from: ['Active'], to: 'Active' },
    complete: { from: ['Active'], to: 'Completed' },
    cancel: { from: ['Draft', 'Active'], to: 'Cancelled' },
  },
};

export const STOCK_COUNT_COLORS: Record<StockCountState, 'error' | 'default' | 'info' | 'success'> = {
  Unknown: 'error',
  Draft: 'default',
  Active: 'info',
  Completed: 'success',
  Cancelled: 'error',
};
