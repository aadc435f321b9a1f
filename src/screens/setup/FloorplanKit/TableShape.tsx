import { memo, type ReactNode } from 'react';
import { seatPoints } from './shapes';

export interface TableLook {
  fill: string;
  stroke: string;
  text: string;
}

interface TableShapeProps {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  seats: number;
  round: boolean;
  /** High tables get a second outline, so the type shows without colour. */
  high: boolean;
  look: TableLook;
  selected?: boolean;
  /** Switched-off tables are drawn dashed. */
  inactive?: boolean;
  lines: string[];
}

/**
 * One table drawn at its place: its shape, its seats around it and up to three lines of text, kept upright. A busy
 * floor draws hundreds of tables, so each is few elements: one group turned in place, the seats as one path.
 */
export function TableShape({ x, y, width, height, rotation, seats, round, high, look, selected, inactive, lines }: TableShapeProps) {
  const cx = width / 2;
  const cy = height / 2;
  const stroke = { stroke: look.stroke, strokeWidth: selected ? 4 : 1.5, strokeDasharray: inactive ? '6 4' : undefined };
  const body = (inset: number, extra: object) =>
    round ? <ellipse cx={cx} cy={cy} rx={width / 2 - inset} ry={height / 2 - inset} {...extra} /> : <rect x={inset} y={inset} width={width - 2 * inset} height={height - 2 * inset} rx={6} {...extra} />;
  return (
    <>
      <g transform={`translate(${x} ${y}) rotate(${rotation} ${cx} ${cy})`}>
        {seats > 0 && <path d={seatPath(width, height, seats, round)} fill={look.fill} stroke={look.stroke} strokeWidth={1} />}
        {body(0, { fill: look.fill, ...stroke })}
        {high && body(5, { fill: 'none', stroke: look.stroke, strokeWidth: 1 })}
      </g>
      {tableLines({ x, y, width, height, lines, color: look.text })}
    </>
  );
}

const SEAT = 5;

/** Every seat of a table as a circle of one path: two arcs each. */
function seatPath(width: number, height: number, seats: number, round: boolean): string {
  return seatPoints(width, height, seats, round)
    .map((p) => `M${(p.x - SEAT).toFixed(1)} ${p.y.toFixed(1)}a${SEAT} ${SEAT} 0 1 0 ${2 * SEAT} 0a${SEAT} ${SEAT} 0 1 0 ${-2 * SEAT} 0`)
    .join('');
}

interface TableLinesProps {
  /** The table's top left corner on the plan. */
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
  color: string;
}

/**
 * A table's lines of text, centred on it and sized to fit; drawn by a call rather than as a component of its own, so
 * that each of a busy floor's tables costs React less. Hidden from assistive technology: the table's own name says
 * the same in words. Where the table is a button, they are drawn beside it rather than inside, at the same place
 * (`FloorTable`), since text inside a control must be part of its name.
 */
export function tableLines({ x, y, width, height, lines, color }: TableLinesProps): ReactNode {
  if (!lines.length) return null;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const size = Math.max(10, Math.min(15, height / (lines.length + 1.5), (width / Math.max(...lines.map((l) => l.length), 1)) * 1.7));
  return (
    <text aria-hidden="true" x={cx} y={cy - ((lines.length - 1) * size * 1.1) / 2} textAnchor="middle" dominantBaseline="middle" fontSize={size} fill={color} style={{ pointerEvents: 'none', userSelect: 'none' }}>
      {lines.map((line, i) => (
        <tspan key={i} x={cx} dy={i === 0 ? 0 : size * 1.1} fontWeight={i === 0 ? 700 : 400}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** The same drawing, kept while its props are the same: the night's floor draws hundreds of them. */
export const MemoTableShape = memo(TableShape);
