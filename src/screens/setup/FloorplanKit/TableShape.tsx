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
  children?: ReactNode;
}

/** One table drawn at its place: its shape, its seats around it and up to three lines of text, kept upright. */
export function TableShape({ x, y, width, height, rotation, seats, round, high, look, selected, inactive, lines, children }: TableShapeProps) {
  const cx = width / 2;
  const cy = height / 2;
  const stroke = { stroke: look.stroke, strokeWidth: selected ? 4 : 1.5, strokeDasharray: inactive ? '6 4' : undefined };
  const body = (inset: number, extra: object) =>
    round ? <ellipse cx={cx} cy={cy} rx={width / 2 - inset} ry={height / 2 - inset} {...extra} /> : <rect x={inset} y={inset} width={width - 2 * inset} height={height - 2 * inset} rx={6} {...extra} />;
  return (
    <g transform={`translate(${x} ${y})`}>
      <g transform={`rotate(${rotation} ${cx} ${cy})`}>
        {seatPoints(width, height, seats, round).map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={5} fill={look.fill} stroke={look.stroke} strokeWidth={1} />
        ))}
        {body(0, { fill: look.fill, ...stroke })}
        {high && body(5, { fill: 'none', stroke: look.stroke, strokeWidth: 1 })}
      </g>
      <TableLines width={width} height={height} lines={lines} color={look.text} />
      {children}
    </g>
  );
}

interface TableLinesProps {
  width: number;
  height: number;
  lines: string[];
  color: string;
}

/**
 * A table's lines of text, centred on it and sized to fit. Hidden from assistive technology: the table's own name says
 * the same in words. Where the table is a button, they are drawn beside it rather than inside, at the same place
 * (`FloorTable`), since text inside a control must be part of its name.
 */
export function TableLines({ width, height, lines, color }: TableLinesProps) {
  if (!lines.length) return null;
  const cx = width / 2;
  const cy = height / 2;
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
