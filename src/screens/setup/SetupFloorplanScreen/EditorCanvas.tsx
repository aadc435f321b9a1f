import { useDroppable } from '@dnd-kit/core';
import { Box, useTheme } from '@mui/material';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import { GRID, sameRef, type ItemRef, type Plan } from '../FloorplanKit/plan';
import { PlanDrawing, SectionArea } from '../FloorplanKit/PlanDrawing';
import { TableShape } from '../FloorplanKit/TableShape';
import type { TableInfo } from '../FloorplanKit/tables';
import { plan as planText } from '../FloorplanKit/texts';
import { text } from './texts';

export type EditCommand = { kind: 'moveBy'; dx: number; dy: number } | { kind: 'rotate'; degrees: number } | { kind: 'resizeBy'; d: number } | { kind: 'remove' };

/** The editor's keys on a selected table or area. */
export function commandOfKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>): EditCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const step = event.shiftKey ? GRID * 5 : GRID;
  switch (event.key) {
    case 'ArrowLeft':
      return { kind: 'moveBy', dx: -step, dy: 0 };
    case 'ArrowRight':
      return { kind: 'moveBy', dx: step, dy: 0 };
    case 'ArrowUp':
      return { kind: 'moveBy', dx: 0, dy: -step };
    case 'ArrowDown':
      return { kind: 'moveBy', dx: 0, dy: step };
    case 'r':
    case 'R':
      return { kind: 'rotate', degrees: event.shiftKey ? -15 : 15 };
    case '+':
    case '=':
      return { kind: 'resizeBy', d: GRID };
    case '-':
    case '_':
      return { kind: 'resizeBy', d: -GRID };
    case 'Delete':
    case 'Backspace':
      return { kind: 'remove' };
    default:
      return null;
  }
}

type Drag = { ref: ItemRef; mode: 'move' | 'resize'; dx: number; dy: number; x: number; y: number; width: number; height: number };

interface EditorCanvasProps {
  plan: Plan;
  setupName: string;
  tables: Map<string, TableInfo>;
  sectionNames: Map<string, string>;
  selected: ItemRef | null;
  canEdit: boolean;
  onSelect: (ref: ItemRef | null) => void;
  onCommand: (ref: ItemRef, command: EditCommand) => void;
  onMoveTo: (ref: ItemRef, x: number, y: number) => void;
  onResizeTo: (ref: ItemRef, width: number, height: number) => void;
  svgRef: (svg: SVGSVGElement | null) => void;
}

/** The plan being edited: tables and areas are dragged with the pointer (a corner handle resizes) or moved by key. */
export function EditorCanvas({ plan, setupName, tables, sectionNames, selected, canEdit, onSelect, onCommand, onMoveTo, onResizeTo, svgRef }: EditorCanvasProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const svg = useRef<SVGSVGElement | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const { setNodeRef, isOver } = useDroppable({ id: 'floorplan-canvas', disabled: !canEdit });
  const point = (event: PointerEvent) => {
    const box = svg.current!.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * plan.width, y: ((event.clientY - box.top) / box.height) * plan.height };
  };
  const start = (event: PointerEvent, ref: ItemRef, box: { x: number; y: number; width: number; height: number }, mode: Drag['mode']) => {
    if (!canEdit || event.button !== 0) return;
    event.stopPropagation();
    (event.currentTarget as SVGGElement).closest<SVGGElement>('[data-item]')?.focus();
    svg.current?.setPointerCapture?.(event.pointerId);
    const p = point(event);
    setDrag({ ref, mode, dx: p.x - box.x, dy: p.y - box.y, ...box });
  };
  const finish = () => {
    if (!drag) return;
    if (drag.mode === 'move') onMoveTo(drag.ref, drag.x, drag.y);
    else onResizeTo(drag.ref, drag.width, drag.height);
    setDrag(null);
  };
  const boxOf = <B extends { x: number; y: number; width: number; height: number }>(ref: ItemRef, box: B): B => (drag && sameRef(drag.ref, ref) ? { ...box, x: drag.x, y: drag.y, width: drag.width, height: drag.height } : box);
  const keyDown = (ref: ItemRef) => (event: KeyboardEvent) => {
    if (!canEdit) return;
    const command = commandOfKey(event);
    if (!command) return;
    event.preventDefault();
    onCommand(ref, command);
  };
  const itemProps = (ref: ItemRef, label: string, box: { x: number; y: number; width: number; height: number; rotation?: number }) => ({
    'data-item': `${ref.kind}:${ref.id}`,
    role: 'button',
    tabIndex: 0,
    'aria-pressed': sameRef(selected, ref),
    'aria-label': translate(text('item'), { label, x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height), rotation: box.rotation ?? 0 }),
    'aria-describedby': canEdit ? 'floorplan-keys' : undefined,
    style: { cursor: canEdit ? 'move' : 'default', outline: 'none' },
    onFocus: () => onSelect(ref),
    onKeyDown: keyDown(ref),
  });
  const handle = (ref: ItemRef, box: { x: number; y: number; width: number; height: number }) =>
    canEdit && sameRef(selected, ref) ? (
      <rect x={box.x + box.width - 7} y={box.y + box.height - 7} width={14} height={14} fill={theme.palette.background.paper} stroke={theme.palette.primary.main} strokeWidth={2} style={{ cursor: 'nwse-resize' }} onPointerDown={(e) => start(e, ref, box, 'resize')} />
    ) : null;
  return (
    <Box ref={setNodeRef} sx={{ border: 2, borderColor: isOver ? 'primary.main' : 'divider', borderRadius: 1, bgcolor: 'background.paper', overflow: 'hidden' }}>
      <PlanDrawing
        plan={plan}
        tables={tables}
        sectionNames={sectionNames}
        label={translate(text('canvas'), { setup: setupName })}
        svgRef={(node) => {
          svg.current = node;
          svgRef(node);
        }}
        onPointerMove={(event) => {
          if (!drag) return;
          const p = point(event);
          setDrag(drag.mode === 'move' ? { ...drag, x: p.x - drag.dx, y: p.y - drag.dy } : { ...drag, width: p.x - drag.x, height: p.y - drag.y });
        }}
        onPointerUp={finish}
        onPointerCancel={() => setDrag(null)}
        onPointerDown={() => onSelect(null)}
        renderArea={(stored, name) => {
          const ref: ItemRef = { kind: 'section', id: stored.venueSectionId };
          const area = boxOf(ref, stored);
          return (
            <g key={stored.venueSectionId} {...itemProps(ref, translate(planText('area'), { name }), area)} onPointerDown={(e) => start(e, ref, area, 'move')}>
              <SectionArea area={area} name={name} selected={sameRef(selected, ref)} />
              {handle(ref, area)}
            </g>
          );
        }}
      >
        {plan.tables.map((stored) => {
          const info = tables.get(stored.venueTableId);
          if (!info) return null;
          const ref: ItemRef = { kind: 'table', id: stored.venueTableId };
          const t = boxOf(ref, stored);
          const active = sameRef(selected, ref);
          // The name begins with what the table shows, so that a person using voice control can say it (WCAG 2.5.3).
          const shown = `${info.name} · ${info.seats}`;
          const words = [`${shown} (${translate(planText('table'), { name: info.name, seats: info.seats })})`, info.round ? translate(planText('round')) : null, info.high ? translate(planText('high')) : null, info.active ? null : translate(planText('inactive'))];
          return (
            <g key={stored.venueTableId} {...itemProps(ref, words.filter(Boolean).join(', '), t)} onPointerDown={(e) => start(e, ref, t, 'move')}>
              <TableShape
                {...t}
                seats={info.seats}
                round={info.round}
                high={info.high}
                inactive={!info.active}
                selected={active}
                look={{ fill: active ? theme.palette.primary.light : theme.palette.grey[200], stroke: active ? theme.palette.primary.dark : theme.palette.grey[700], text: theme.palette.getContrastText(active ? theme.palette.primary.light : theme.palette.grey[200]) }}
                lines={[shown]}
              />
              {handle(ref, t)}
            </g>
          );
        })}
      </PlanDrawing>
    </Box>
  );
}
