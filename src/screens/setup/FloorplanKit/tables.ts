import type { venueSetupsApi } from '@generated/client/api/venueSetups';
import { tableSize } from './plan';

export type SetupTree = Awaited<ReturnType<typeof venueSetupsApi.getList>>[number];

/** What the drawings need to know of a table of the setup. */
export interface TableInfo {
  id: string;
  name: string;
  seats: number;
  round: boolean;
  high: boolean;
  active: boolean;
  sectionId: string;
  sectionName: string;
  /** The tables a combination table joins; empty for a single table. */
  parts: string[];
}

export function tablesOf(setup: SetupTree): Map<string, TableInfo> {
  const out = new Map<string, TableInfo>();
  for (const section of setup.venueSections) {
    for (const t of section.venueTables) {
      out.set(t.id, {
        id: t.id,
        name: t.name,
        seats: t.seatCount,
        round: Boolean(t.isRoundTable),
        high: t.venueTableType === 2,
        active: t.isActive !== false,
        sectionId: section.id,
        sectionName: section.name,
        parts: t.combinationTablePartIds ?? [],
      });
    }
  }
  return out;
}

export const defaultSizeOf = (tables: Map<string, TableInfo>) => (id: string) => {
  const t = tables.get(id);
  return tableSize(t?.seats ?? 4, t?.round ?? false);
};
