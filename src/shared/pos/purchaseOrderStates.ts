import { apply, type StateMachine } from './stateMachine';

export type PurchaseOrderState = 'Unknown' | 'Draft' | 'Submitted' | 'PartiallyReceived' | 'FullyReceived' | 'Cancelled';
export type PurchaseOrderEvent = 'edit' | 'submit' | 'receive' | 'cancel';

/**
 * Purchase orders: Draft → Submitted ("Sent") by submit; receiving against a Sent or Partially Received order
 * makes it Partially or Fully Received; Draft, Sent and Partially Received orders can be cancelled. Only a
 * Draft can be changed. Fully Received, Cancelled and Unknown (data from elsewhere) are final here.
 */
export const purchaseOrderMachine: StateMachine<PurchaseOrderState, PurchaseOrderEvent> = {
  document: 'purchase order',
  labels: { Unknown: 'Unknown', Draft: 'Draft', Submitted: 'Sent', PartiallyReceived: 'Partially Received', FullyReceived: 'Fully Received', Cancelled: 'Cancelled' },
  transitions: {
    edit: { from: ['Draft'], to: 'Draft' },
    submit: { from: ['Draft'], to: 'Submitted' },
    receive: { from: ['Submitted', 'PartiallyReceived'], to: null },
    cancel: { from: ['Draft', 'Submitted', 'PartiallyReceived'], to: 'Cancelled' },
  },
};

/** Orders whose goods may still come: those that can still be cancelled. */
export const OPEN_PURCHASE_ORDER_STATES: readonly PurchaseOrderState[] = purchaseOrderMachine.transitions.cancel.from;

export interface ReceivableLine {
  quantity: number;
  receivedQuantity?: number | null;
}

/** What of an order line is still to come. */
export const stillToCome = (line: ReceivableLine): number => Math.max(0, line.quantity - (line.receivedQuantity ?? 0));

/** The state after receiving: Fully Received once every line has received at least what was ordered. */
export function stateAfterReceiving(state: PurchaseOrderState, lines: ReceivableLine[]): PurchaseOrderState {
  const full = lines.every((l) => (l.receivedQuantity ?? 0) >= l.quantity);
  return apply(purchaseOrderMachine, state, 'receive', full ? 'FullyReceived' : 'PartiallyReceived');
}

/** Theme colours of the states (section 4: Unknown and Cancelled danger, Draft grey). */
export const PURCHASE_ORDER_COLORS: Record<PurchaseOrderState, 'error' | 'default' | 'info' | 'warning' | 'success'> = {
  Unknown: 'error',
  Draft: 'default',
  Submitted: 'info',
  PartiallyReceived: 'warning',
  FullyReceived: 'success',
  Cancelled: 'error',
};
