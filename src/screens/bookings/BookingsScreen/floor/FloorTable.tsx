import { useTheme } from '@mui/material';
import { memo, useMemo, type KeyboardEvent } from 'react';
import type { PlacedTable } from '../../../setup/FloorplanKit/plan';
import { MemoTableShape, tableLines } from '../../../setup/FloorplanKit/TableShape';
import type { TableInfo } from '../../../setup/FloorplanKit/tables';
import { lookOf } from './look';
import type { TableAtTime } from './tableStates';

/** The attribute naming a table that takes dropped bookings; the plan finds the table under the pointer by it. */
export const DROP_TABLE = 'data-drop-table';

const NO_LINES: string[] = [];

interface FloorTableProps {
  placed: PlacedTable;
  info: TableInfo;
  at: TableAtTime;
  label: string;
  lines: string[];
  canDrop: boolean;
  /** A dragged booking is over it. */
  over: boolean;
  onOpen: (tableId: string) => void;
}

/**
 * A table on the night's floor: coloured and labelled by its state, a place to drop bookings on, opened by click or
 * Enter. Drawn again only when its own props change, so a drag passing over the plan draws two tables at a time. Its
 * lines of text are drawn over it but outside the button: they repeat its name in short, and text inside a control
 * must be part of its name.
 */
export const FloorTable = memo(function FloorTable({ placed, info, at, label, lines, canDrop, over, onOpen }: FloorTableProps) {
  const theme = useTheme();
  const look = useMemo(() => lookOf(at.state, theme), [at.state, theme]);
  const takesDrops = canDrop && info.active;
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(info.id);
  };
  return (
    <>
      <g role="button" tabIndex={0} aria-label={label} data-state={at.state} {...{ [DROP_TABLE]: takesDrops ? info.id : undefined }} onClick={() => onOpen(info.id)} onKeyDown={keyDown} style={{ cursor: 'pointer' }}>
        <MemoTableShape {...placed} seats={info.seats} round={info.round} high={info.high} inactive={!info.active} selected={takesDrops && over} look={look} lines={NO_LINES} />
      </g>
      {tableLines({ x: placed.x, y: placed.y, width: placed.width, height: placed.height, lines, color: look.text })}
    </>
  );
});
