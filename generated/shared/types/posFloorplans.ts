// Generated from schema/pos/posFloorplans.ts by `npm run generate`. Do not edit.
/** Floorplan: a stored record as the API returns it. */
export interface PosFloorplanRecord {
  id: string;
  version: number;
  venueId: string;
  name: string;
  locationId?: string | null;
  width?: number | null;
  height?: number | null;
  tables?: Array<{ tableId?: string | null; name: string; x: number; y: number; width: number; height: number; shape: "rect" | "round"; seats?: number | null; }> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type PosFloorplanInput = Omit<PosFloorplanRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
