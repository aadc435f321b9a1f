import { describe, expect, it } from 'vitest';
import {
  LAST_PRICE_GROUP,
  addTipPercentage,
  normalisePriceGroups,
  normaliseTipPercentages,
  removePriceGroup,
  resetTaxRates,
  setDefaultPriceGroup,
} from '@/shared/pos/countrySettingsRules';
import { OPEN_PURCHASE_ORDER_STATES, purchaseOrderMachine, stateAfterReceiving, stillToCome } from '@/shared/pos/purchaseOrderStates';
import { allowedEvents, apply, canApply, IllegalTransition } from '@/shared/pos/stateMachine';
import { stockCountMachine } from '@/shared/pos/stockCountStates';
import { productRequestMachine, stockTransferMachine } from '@/shared/pos/stockTransferStates';

const group = (id: string | null, isDefault = false) => ({ priceGroupId: id ? { id } : null, name: id ?? 'new', isDefault });
const defaults = (groups: { isDefault?: boolean | null; name: string }[]) => groups.filter((g) => g.isDefault).map((g) => g.name);

describe('price groups', () => {
  const saved = [group('normal', true), group('happy'), group('staff')];

  it('a group newly set as default clears the others', () => {
    expect(defaults(normalisePriceGroups(saved, [group('normal', true), group('happy', true), group('staff')]))).toEqual(['happy']);
  });
  it('a new group created as default becomes the only default', () => {
    expect(defaults(normalisePriceGroups(saved, [...saved, group(null, true)]))).toEqual(['new']);
  });
  it('keeps the existing default when nothing new claims it', () => {
    expect(defaults(normalisePriceGroups(saved, [group('staff'), group('normal', true)]))).toEqual(['normal']);
  });
  it('makes the first group default when none is after an update or a delete', () => {
    expect(defaults(normalisePriceGroups(saved, [group('happy'), group('staff')]))).toEqual(['happy']);
    expect(defaults(normalisePriceGroups(saved, [group('happy', false), group('normal', false)]))).toEqual(['happy']);
  });
  it('refuses to save without any price group', () => {
    expect(() => normalisePriceGroups(saved, [])).toThrow(LAST_PRICE_GROUP);
  });
  it('sets a default and removes groups in the browser by the same rules', () => {
    expect(defaults(setDefaultPriceGroup(saved, 2))).toEqual(['staff']);
    expect(defaults(removePriceGroup(saved, 0))).toEqual(['happy']);
    expect(defaults(removePriceGroup(saved, 1))).toEqual(['normal']);
    expect(() => removePriceGroup([group('only', true)], 0)).toThrow(LAST_PRICE_GROUP);
  });
});

describe('tip percentages and tax groups', () => {
  it('ignores a tip percentage already present and keeps the list sorted ascending', () => {
    expect(addTipPercentage([5, 10, 15], 10)).toEqual([5, 10, 15]);
    expect(addTipPercentage([5, 15], 10)).toEqual([5, 10, 15]);
    expect(normaliseTipPercentages([20, 5, 5, 12.5, 0])).toEqual([0, 5, 12.5, 20]);
  });
  it('resets taxRate to 0 and keeps taxRatePercentage', () => {
    expect(resetTaxRates([{ code: 'A', taxRatePercentage: 25, taxRate: 0.25 }])).toEqual([{ code: 'A', taxRatePercentage: 25, taxRate: 0 }]);
  });
});

describe('purchase order states', () => {
  it('submits a draft and refuses to submit anything else', () => {
    expect(apply(purchaseOrderMachine, 'Draft', 'submit')).toBe('Submitted');
    expect(() => apply(purchaseOrderMachine, 'Submitted', 'submit')).toThrow(IllegalTransition);
    expect(() => apply(purchaseOrderMachine, 'Submitted', 'submit')).toThrow('A purchase order that is Sent cannot be submitted; only one that is Draft can.');
  });
  it('receives part or all of a sent order', () => {
    expect(stateAfterReceiving('Submitted', [{ quantity: 6, receivedQuantity: 3 }])).toBe('PartiallyReceived');
    expect(stateAfterReceiving('PartiallyReceived', [{ quantity: 6, receivedQuantity: 6 }, { quantity: 2, receivedQuantity: 3 }])).toBe('FullyReceived');
    expect(() => stateAfterReceiving('Draft', [{ quantity: 1, receivedQuantity: 1 }])).toThrow(IllegalTransition);
  });
  it('counts an order open while its goods may still come, and what of a line is still to come', () => {
    expect(OPEN_PURCHASE_ORDER_STATES).toEqual(['Draft', 'Submitted', 'PartiallyReceived']);
    expect(stillToCome({ quantity: 6 })).toBe(6);
    expect(stillToCome({ quantity: 6, receivedQuantity: 4 })).toBe(2);
    expect(stillToCome({ quantity: 2, receivedQuantity: 3 })).toBe(0);
  });
  it('offers each state its events', () => {
    expect(allowedEvents(purchaseOrderMachine, 'Draft')).toEqual(['edit', 'submit', 'cancel']);
    expect(allowedEvents(purchaseOrderMachine, 'Submitted')).toEqual(['receive', 'cancel']);
    expect(allowedEvents(purchaseOrderMachine, 'PartiallyReceived')).toEqual(['receive', 'cancel']);
    expect(allowedEvents(purchaseOrderMachine, 'FullyReceived')).toEqual([]);
    expect(allowedEvents(purchaseOrderMachine, 'Cancelled')).toEqual([]);
    expect(allowedEvents(purchaseOrderMachine, 'Unknown')).toEqual([]);
  });
});

describe('stock count states', () => {
  it('activates a draft, then completes or cancels it', () => {
    expect(apply(stockCountMachine, 'Draft', 'activate')).toBe('Active');
    expect(apply(stockCountMachine, 'Active', 'complete')).toBe('Completed');
    expect(apply(stockCountMachine, 'Active', 'cancel')).toBe('Cancelled');
    expect(apply(stockCountMachine, 'Draft', 'cancel')).toBe('Cancelled');
  });
  it('refuses what the states do not allow', () => {
    expect(canApply(stockCountMachine, 'Draft', 'complete')).toBe(false);
    expect(canApply(stockCountMachine, 'Active', 'activate')).toBe(false);
    expect(canApply(stockCountMachine, 'Completed', 'cancel')).toBe(false);
    expect(canApply(stockCountMachine, 'Active', 'edit')).toBe(false);
    expect(() => apply(stockCountMachine, 'Completed', 'activate')).toThrow('A stock count that is Completed cannot be activated; only one that is Draft can.');
  });
});

describe('transfers and requests', () => {
  it('sends, receives and cancels transfers', () => {
    expect(apply(stockTransferMachine, 'Draft', 'send')).toBe('Sent');
    expect(apply(stockTransferMachine, 'Sent', 'receive')).toBe('Received');
    expect(apply(stockTransferMachine, 'Sent', 'cancel')).toBe('Cancelled');
    expect(canApply(stockTransferMachine, 'Received', 'cancel')).toBe(false);
  });
  it('decides a request once', () => {
    expect(apply(productRequestMachine, 'Pending', 'approve')).toBe('Approved');
    expect(canApply(productRequestMachine, 'Rejected', 'approve')).toBe(false);
  });
});
