/** The floorplan being edited, as pure data and pure changes: the editor keeps a history of these states. */

export const GRID = 10;
export const MIN_SIZE = 20;
export const DEFAULT_PLAN = { width: 900, height: 600 };

export interface PlacedTable {
  venueTableId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export interface PlacedSection {
  venueSectionId: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Plan {
  width: number;
  height: number;
  backgroundImage: string | null;
  tables: PlacedTable[];
  sections: PlacedSection[];
}

/** A thing on the canvas: a table or a section's area. */
export type ItemRef = { kind: 'table' | 'section'; id: string };

export const sameRef = (a: ItemRef | null, b: ItemRef | null) => Boolean(a && b && a.kind === b.kind && a.id === b.id);

const snapTo = (v: number, snap: boolean) => (snap ? Math.round(v / GRID) * GRID : Math.round(v));
const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, v));

type Box = { x: number; y: number; width: number; height: number };

function boxOf(plan: Plan, ref: ItemRef): Box | undefined {
  return ref.kind === 'table' ? plan.tables.find((t) => t.venueTableId === ref.id) : plan.sections.find((s) => s.venueSectionId === ref.id);
}

function update(plan: Plan, ref: ItemRef, change: (box: Box) => Partial<PlacedTable>): Plan {
  if (ref.kind === 'table') return { ...plan, tables: plan.tables.map((t) => (t.venueTableId === ref.id ? { ...t, ...change(t) } : t)) };
  return { ...plan, sections: plan.sections.map((s) => (s.venueSectionId === ref.id ? { ...s, ...change(s) } : s)) };
}

/** Keeps a box inside the plan: its corner may go no further than leaves the whole box on it. */
function inside(plan: Plan, box: Box, x: number, y: number, snap: boolean) {
  return { x: clamp(snapTo(x, snap), 0, Math.max(0, plan.width - box.width)), y: clamp(snapTo(y, snap), 0, Math.max(0, plan.height - box.height)) };
}

export function moveTo(plan: Plan, ref: ItemRef, x: number, y: number, snap = true): Plan {
  return update(plan, ref, (box) => inside(plan, box, x, y, snap));
}

export function moveBy(plan: Plan, ref: ItemRef, dx: number, dy: number, snap = true): Plan {
  const box = boxOf(plan, ref);
  return box ? moveTo(plan, ref, box.x + dx, box.y + dy, snap) : plan;
}

/** Rotates a table by the given degrees, kept within −180…180 (section areas do not turn). */
export function rotate(plan: Plan, ref: ItemRef, degrees: number): Plan {
  if (ref.kind !== 'table') return plan;
  return update(plan, ref, (box) => {
    const turned = ((((box as PlacedTable).rotation + degrees) % 360) + 360) % 360;
    return { rotation: turned > 180 ? turned - 360 : turned };
  });
}

/** Grows or shrinks a box from its corner, at least MIN_SIZE and never past the plan's edge. */
export function resizeTo(plan: Plan, ref: ItemRef, width: number, height: number, snap = true): Plan {
  return update(plan, ref, (box) => ({
    width: clamp(snapTo(width, snap), MIN_SIZE, plan.width - box.x),
    height: clamp(snapTo(height, snap), MIN_SIZE, plan.height - box.y),
  }));
}

export function resizeBy(plan: Plan, ref: ItemRef, dw: number, dh: number, snap = true): Plan {
  const box = boxOf(plan, ref);
  return box ? resizeTo(plan, ref, box.width + dw, box.height + dh, snap) : plan;
}

export function remove(plan: Plan, ref: ItemRef): Plan {
  return ref.kind === 'table' ? { ...plan, tables: plan.tables.filter((t) => t.venueTableId !== ref.id) } : { ...plan, sections: plan.sections.filter((s) => s.venueSectionId !== ref.id) };
}

/** A table's size by its seats: round tables grow in diameter, others in length. */
export function tableSize(seats: number, round: boolean) {
  if (round) {
    const d = clamp(40 + seats * 6, 50, 160);
    return { width: d, height: d };
  }
  return { width: clamp(Math.ceil(seats / 2) * 30 + 20, 50, 300), height: seats <= 2 ? 50 : 70 };
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where a new box goes when none was given: the first free spot on the grid, row by row (else the top left corner). */
export function freeSpot(plan: Plan, width: number, height: number, within?: Box): { x: number; y: number } {
  const area = within ?? { x: 0, y: 0, width: plan.width, height: plan.height };
  const taken: Box[] = plan.tables;
  for (let y = area.y + GRID; y + height <= area.y + area.height; y += GRID * 2) {
    for (let x = area.x + GRID; x + width <= area.x + area.width; x += GRID * 2) {
      const box = { x, y, width: width + GRID, height: height + GRID };
      if (!taken.some((t) => overlaps(box, t))) return { x, y };
    }
  }
  return within ? freeSpot(plan, width, height) : { x: 0, y: 0 };
}

/** Puts a table on the plan at a point (its centre), or on a free spot of its section's area, or of the plan. */
export function placeTable(plan: Plan, id: string, size: { width: number; height: number }, sectionId: string | null, at?: { x: number; y: number }, snap = true): Plan {
  if (plan.tables.some((t) => t.venueTableId === id)) return plan;
  const width = Math.min(size.width, plan.width);
  const height = Math.min(size.height, plan.height);
  const area = plan.sections.find((s) => s.venueSectionId === sectionId);
  const corner = at ? { x: at.x - width / 2, y: at.y - height / 2 } : freeSpot(plan, width, height, area);
  const table = { venueTableId: id, x: 0, y: 0, width, height, rotation: 0 };
  return moveTo({ ...plan, tables: [...plan.tables, table] }, { kind: 'table', id }, corner.x, corner.y, snap);
}

/** Gives a section an area: around its placed tables when it has some, else a free band of the plan. */
export function placeSection(plan: Plan, id: string, tableIds: string[]): Plan {
  if (plan.sections.some((s) => s.venueSectionId === id)) return plan;
  const own = plan.tables.filter((t) => tableIds.includes(t.venueTableId));
  let box: Box;
  if (own.length) {
    const x = Math.max(0, Math.min(...own.map((t) => t.x)) - GRID * 2);
    const y = Math.max(0, Math.min(...own.map((t) => t.y)) - GRID * 2);
    box = { x, y, width: Math.min(plan.width, Math.max(...own.map((t) => t.x + t.width)) + GRID * 2) - x, height: Math.min(plan.height, Math.max(...own.map((t) => t.y + t.height)) + GRID * 2) - y };
  } else {
    const width = Math.min(300, plan.width);
    const height = Math.min(200, plan.height);
    box = { ...freeSpot({ ...plan, tables: [...plan.tables, ...plan.sections.map((s) => ({ ...s, venueTableId: s.venueSectionId, rotation: 0 }))] }, width, height), width, height };
  }
  return { ...plan, sections: [...plan.sections, { venueSectionId: id, ...box }] };
}

/** Changes the plan's size; what would fall off it is moved back on. */
export function resizePlan(plan: Plan, width: number, height: number): Plan {
  const next = { ...plan, width: clamp(Math.round(width), 100, 10000), height: clamp(Math.round(height), 100, 10000) };
  const fit = <T extends Box>(box: T): T => {
    const w = Math.min(box.width, next.width);
    const h = Math.min(box.height, next.height);
    return { ...box, width: w, height: h, x: clamp(box.x, 0, next.width - w), y: clamp(box.y, 0, next.height - h) };
  };
  return { ...next, tables: next.tables.map(fit), sections: next.sections.map(fit) };
}

/** The plan as the server answers it, with defaults for what a setup without a floorplan lacks. */
export function planFrom(stored: { width?: number | null; height?: number | null; backgroundImage?: string | null; tables?: Array<{ venueTableId: string; x: number; y: number; width?: number | null; height?: number | null; rotation?: number | null }> | null; sections?: PlacedSection[] | null }, sizeOf: (tableId: string) => { width: number; height: number }): Plan {
  return {
    width: stored.width ?? DEFAULT_PLAN.width,
    height: stored.height ?? DEFAULT_PLAN.height,
    backgroundImage: stored.backgroundImage ?? null,
    tables: (stored.tables ?? []).map((t) => ({ venueTableId: t.venueTableId, x: t.x, y: t.y, width: t.width ?? sizeOf(t.venueTableId).width, height: t.height ?? sizeOf(t.venueTableId).height, rotation: t.rotation ?? 0 })),
    sections: (stored.sections ?? []).map((s) => ({ venueSectionId: s.venueSectionId, x: s.x, y: s.y, width: s.width, height: s.height })),
  };
}
