import { Box } from '@mui/material';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import { text } from './texts';
import type { Table } from './types';

const GRID = 10;
const snap = (v: number) => Math.round(v / GRID) * GRID;

/** The plan drawn to scale: tables are dragged with the pointer or moved with the arrow keys. */
export function Canvas({ name, width, height, tables, selected, onSelect, onMove }: { name: string; width: number; height: number; tables: Table[]; selected: string | null; onSelect: (id: string) => void; onMove: (id: string, x: number, y: number) => void }) {
  const translate = useTranslate();
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ id: string; dx: number; dy: number } | null>(null);
  const point = (event: PointerEvent) => {
    const box = svg.current!.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * width, y: ((event.clientY - box.top) / box.height) * height };
  };
  const clamp = (t: Table, x: number, y: number) => ({ x: Math.max(0, Math.min(width - t.width, snap(x))), y: Math.max(0, Math.min(height - t.height, snap(y))) });
  const keyMove = (t: Table, event: KeyboardEvent) => {
    const step = event.shiftKey ? GRID * 5 : GRID;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = clamp(t, t.x + move[0], t.y + move[1]);
    onMove(t.tableId!, next.x, next.y);
  };
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default', overflow: 'hidden' }}>
      <svg
        ref={svg}
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-label={translate(text('canvas'), { name })}
        style={{ width: '100%', display: 'block', touchAction: 'none' }}
        onPointerMove={(event) => {
          if (!drag) return;
          const p = point(event);
          const t = tables.find((x) => x.tableId === drag.id);
          if (!t) return;
          const next = clamp(t, p.x - drag.dx, p.y - drag.dy);
          onMove(drag.id, next.x, next.y);
        }}
        onPointerUp={() => setDrag(null)}
        onPointerLeave={() => setDrag(null)}
      >
        <defs>
          <pattern id="floorplan-grid" width={GRID * 5} height={GRID * 5} patternUnits="userSpaceOnUse">
            <path d={`M ${GRID * 5} 0 L 0 0 0 ${GRID * 5}`} fill="none" stroke="currentColor" strokeOpacity={0.08} />
          </pattern>
        </defs>
        <rect width={width} height={height} fill="url(#floorplan-grid)" />
        {tables.map((t) => {
          const active = t.tableId === selected;
          // The name includes what the table shows (WCAG 2.5.3: voice control users say what they see).
          const shown = `${t.name}${t.seats ? ` · ${t.seats}` : ''}`;
          return (
            <g
              key={t.tableId}
              role="button"
              tabIndex={0}
              aria-label={translate(text('table'), { name: shown })}
              aria-pressed={active}
              style={{ cursor: 'move', outline: 'none' }}
              onPointerDown={(event) => {
                onSelect(t.tableId!);
                const p = point(event);
                setDrag({ id: t.tableId!, dx: p.x - t.x, dy: p.y - t.y });
              }}
              onKeyDown={(event) => keyMove(t, event)}
              onFocus={() => onSelect(t.tableId!)}
            >
              {t.shape === 'round' ? (
                <ellipse cx={t.x + t.width / 2} cy={t.y + t.height / 2} rx={t.width / 2} ry={t.height / 2} fill={active ? '#a5d6a7' : '#e0e0e0'} stroke={active ? '#1b5e20' : '#757575'} strokeWidth={active ? 3 : 1.5} />
              ) : (
                <rect x={t.x} y={t.y} width={t.width} height={t.height} rx={6} fill={active ? '#a5d6a7' : '#e0e0e0'} stroke={active ? '#1b5e20' : '#757575'} strokeWidth={active ? 3 : 1.5} />
              )}
              <text x={t.x + t.width / 2} y={t.y + t.height / 2} textAnchor="middle" dominantBaseline="middle" fontSize={16} fill="#212121" style={{ pointerEvents: 'none', userSelect: 'none' }}>
                {shown}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
