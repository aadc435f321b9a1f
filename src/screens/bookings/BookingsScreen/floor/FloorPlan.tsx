import { useDndMonitor, type DragMoveEvent } from '@dnd-kit/core';
import { memo, useState } from 'react';
import type { Plan, PlacedTable } from '../../../setup/FloorplanKit/plan';
import { PlanDrawing } from '../../../setup/FloorplanKit/PlanDrawing';
import type { TableInfo } from '../../../setup/FloorplanKit/tables';
import { FloorTable, DROP_TABLE } from './FloorTable';
import type { TableAtTime } from './tableStates';

export interface FloorRow {
  placed: PlacedTable;
  info: TableInfo;
  at: TableAtTime;
  label: string;
  lines: string[];
}

interface FloorPlanProps {
  plan: Plan;
  tables: Map<string, TableInfo>;
  sectionNames: Map<string, string>;
  label: string;
  rows: FloorRow[];
  canDrop: boolean;
  onOpen: (tableId: string) => void;
  /** A booking (or the walk-in) let go over a table that takes drops. */
  onDrop: (item: string, tableId: string) => void;
}

/** The table under the pointer of a drag, read from the page: the one drop target of the plan is its tables' drawing. */
function tableUnder({ activatorEvent, delta }: Pick<DragMoveEvent, 'activatorEvent' | 'delta'>): string | null {
  if (!(activatorEvent instanceof PointerEvent) && !(activatorEvent instanceof MouseEvent)) return null;
  const element = document.elementFromPoint(activatorEvent.clientX + delta.x, activatorEvent.clientY + delta.y);
  return element?.closest(`[${DROP_TABLE}]`)?.getAttribute(DROP_TABLE) ?? null;
}

/**
 * The night's plan with its tables, the drop target of the bookings dragged from the list. Each table is not a drop
 * target of dnd-kit's own: two hundred of them cost a measurement and a render each on the floor's first render and
 * whenever the table under the pointer changed. The plan follows the pointer instead and draws again only the table
 * it leaves and the one it comes to (docs/benchmarks.md, bench:floor).
 */
export const FloorPlan = memo(function FloorPlan({ plan, tables, sectionNames, label, rows, canDrop, onOpen, onDrop }: FloorPlanProps) {
  // The table under the pointer, outlined; React leaves the plan alone while it stays the same.
  const [over, setOver] = useState<string | null>(null);
  useDndMonitor({
    onDragMove: (event) => setOver(canDrop ? tableUnder(event) : null),
    onDragEnd: (event) => {
      // Where the booking is let go, not the last table it crossed: let go beside the tables, it goes nowhere.
      const tableId = canDrop ? tableUnder(event) : null;
      setOver(null);
      if (tableId) onDrop(String(event.active.id), tableId);
    },
    onDragCancel: () => setOver(null),
  });
  return (
    <PlanDrawing plan={plan} tables={tables} sectionNames={sectionNames} label={label}>
      {rows.map((row) => (
        <FloorTable key={row.placed.venueTableId} {...row} canDrop={canDrop} over={over === row.info.id} onOpen={onOpen} />
      ))}
    </PlanDrawing>
  );
});
