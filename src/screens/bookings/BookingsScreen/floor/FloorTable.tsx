import { useDroppable } from '@dnd-kit/core';
import { useTheme } from '@mui/material';
import { useMemo, type KeyboardEvent } from 'react';
import type { PlacedTable } from '../../../setup/FloorplanKit/plan';
import { MemoTableShape, TableLines } from '../../../setup/FloorplanKit/TableShape';
import type { TableInfo } from '../../../setup/FloorplanKit/tables';
import { lookOf } from './look';
import type { TableAtTime } from './tableStates';

const NO_LINES: string[] = [];

interface FloorTableProps {
  placed: PlacedTable;
  info: TableInfo;
  at: TableAtTime;
  label: string;
  lines: string[];
  canDrop: boolean;
  onOpen: (tableId: string) => void;
}

/**
 * A table on the night's floor: coloured and labelled by its state, a drop target for bookings, opened by click or
 * Enter (dnd-kit measures the SVG group like an element). dnd-kit renders every drop target again whenever the table
 * under a dragged booking changes; the drawing inside is kept unless its own look changes. Its lines of text are drawn
 * over it but outside the button: they repeat its name in short, and text inside a control must be part of its name.
 */
export function FloorTable({ placed, info, at, label, lines, canDrop, onOpen }: FloorTableProps) {
  const theme = useTheme();
  const { setNodeRef, isOver } = useDroppable({ id: `table:${info.id}`, data: { tableId: info.id }, disabled: !canDrop || !info.active });
  const look = useMemo(() => lookOf(at.state, theme), [at.state, theme]);
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(info.id);
  };
  return (
    <>
      <g ref={(node: SVGGElement | null) => setNodeRef(node as unknown as HTMLElement)} role="button" tabIndex={0} aria-label={label} data-state={at.state} onClick={() => onOpen(info.id)} onKeyDown={keyDown} style={{ cursor: 'pointer' }}>
        <MemoTableShape {...placed} seats={info.seats} round={info.round} high={info.high} inactive={!info.active} selected={isOver} look={look} lines={NO_LINES} />
      </g>
      <g transform={`translate(${placed.x} ${placed.y})`}>
        <TableLines width={placed.width} height={placed.height} lines={lines} color={look.text} />
      </g>
    </>
  );
}
