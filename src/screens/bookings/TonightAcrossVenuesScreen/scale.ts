/**
 * The heatmap's colour scale: five bands of booked share, light to dark, each with a text colour that keeps a
 * contrast of at least 4.5:1 on it, so that the number in every cell stays readable.
 */
export const BANDS = [
  { key: 'b0', from: 0, background: '#eef4fb', color: '#0b2545' },
  { key: 'b1', from: 25, background: '#c6dbef', color: '#0b2545' },
  { key: 'b2', from: 50, background: '#6baed6', color: '#000000' },
  { key: 'b3', from: 75, background: '#2171b5', color: '#ffffff' },
  { key: 'b4', from: 90, background: '#08306b', color: '#ffffff' },
] as const;

/** A night without tables in its setup: no share to show. */
export const NO_TABLES = { key: 'none', background: 'transparent', color: 'inherit' } as const;

export type Band = (typeof BANDS)[number] | typeof NO_TABLES;

export function bandOf(percentage: number, totalTables: number): Band {
  if (!totalTables) return NO_TABLES;
  return [...BANDS].reverse().find((b) => percentage >= b.from) ?? BANDS[0];
}
