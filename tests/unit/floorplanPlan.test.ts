import { describe, expect, it } from 'vitest';
import { moveBy, placeSection, placeTable, resizeBy, resizePlan, rotate, type Plan } from '@/screens/setup/FloorplanKit/plan';
import { historyReducer, startHistory } from '@/screens/setup/SetupFloorplanScreen/history';

const plan: Plan = { width: 400, height: 300, backgroundImage: null, tables: [{ venueTableId: 't1', x: 20, y: 20, width: 60, height: 60, rotation: 0 }], sections: [] };
const t1 = { kind: 'table', id: 't1' } as const;

describe('floorplan changes', () => {
  it('moves on the grid and keeps the whole table on the plan', () => {
    expect(moveBy(plan, t1, 13, 0).tables[0]).toMatchObject({ x: 30, y: 20 });
    expect(moveBy(plan, t1, 13, 0, false).tables[0]).toMatchObject({ x: 33 });
    expect(moveBy(plan, t1, -100, 1000).tables[0]).toMatchObject({ x: 0, y: 240 });
  });

  it('turns within -180..180 and never shrinks below 20 or grows off the plan', () => {
    expect(rotate(plan, t1, -15).tables[0].rotation).toBe(-15);
    expect(rotate(rotate(plan, t1, 180), t1, 15).tables[0].rotation).toBe(-165);
    expect(resizeBy(plan, t1, -100, -100).tables[0]).toMatchObject({ width: 20, height: 20 });
    expect(resizeBy(plan, t1, 1000, 1000).tables[0]).toMatchObject({ width: 380, height: 280 });
  });

  it("puts a new table on a free spot of its section's area, or at the point it was dropped", () => {
    const withArea = placeSection(plan, 's1', []);
    const area = withArea.sections[0];
    const placed = placeTable(withArea, 't2', { width: 50, height: 50 }, 's1').tables[1];
    expect(placed.x).toBeGreaterThanOrEqual(area.x);
    expect(placed.y + placed.height).toBeLessThanOrEqual(area.y + area.height);
    expect(placed.x >= 80 || placed.y >= 80).toBe(true);
    expect(placeTable(plan, 't2', { width: 50, height: 50 }, null, { x: 200, y: 150 }).tables[1]).toMatchObject({ x: 180, y: 130 });
    expect(placeTable(plan, 't1', { width: 50, height: 50 }, null)).toBe(plan);
  });

  it('draws an area around the tables of its section', () => {
    expect(placeSection(plan, 's1', ['t1']).sections[0]).toEqual({ venueSectionId: 's1', x: 0, y: 0, width: 100, height: 100 });
  });

  it('moves what would fall off a smaller plan back onto it', () => {
    expect(resizePlan(moveBy(plan, t1, 300, 200), 200, 150).tables[0]).toMatchObject({ x: 140, y: 90 });
  });
});

describe('undo and redo', () => {
  it('keeps each change, drops the redo after a new change and ignores changes that change nothing', () => {
    let h = startHistory(1);
    h = historyReducer(h, { type: 'change', change: (n) => n + 1 });
    h = historyReducer(h, { type: 'change', change: (n) => n });
    expect(h.past).toEqual([1]);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(1);
    h = historyReducer(h, { type: 'redo' });
    expect(h.present).toBe(2);
    h = historyReducer(historyReducer(h, { type: 'undo' }), { type: 'change', change: () => 5 });
    expect(h).toEqual({ past: [1], present: 5, future: [] });
    expect(historyReducer(h, { type: 'redo' })).toBe(h);
  });
});
