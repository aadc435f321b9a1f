import type { StateMachine } from './stateMachine';

export type StockTransferState = 'Draft' | 'Sent' | 'Received' | 'Cancelled';
export type StockTransferEvent = 'edit' | 'send' | 'receive' | 'cancel';

/** Stock transfers: Draft → Sent → Received; Draft and Sent can be cancelled (sent stock goes back). */
export const stockTransferMachine: StateMachine<StockTransferState, StockTransferEvent> = {
  document: 'stock transfer',
  labels: { Draft: 'Draft', Sent: 'Sent', Received: 'Received', Cancelled: 'Cancelled' },
  transitions: {
    edit: { from: ['Draft'], to: 'Draft' },
    send: { from: ['Draft'], to: 'Sent' },
    receive: { from: ['Sent'], to: 'Received' },
    cancel: { from: ['Draft', 'Sent'], to: 'Cancelled' },
  },
};

export type RequestState = 'Pending' | 'Approved' | 'Rejected';

/** Stock product requests: Pending → Approved or Rejected, once. */
export const productRequestMachine: StateMachine<RequestState, 'approve' | 'reject'> = {
  document: 'stock product request',
  labels: { Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected' },
  transitions: {
    approve: { from: ['Pending'], to: 'Approved' },
    reject: { from: ['Pending'], to: 'Rejected' },
  },
};
