import type { Violation } from '../bookings/policies';
import type { Records, StoredRecord } from '../records';
import type { ActiveReason } from './activeSetup';
import type { FloorplanSection, FloorplanTable, SectionFields, SetupFields, TableFields, TableRecord } from './venueData';

/** A table of a setup as its section lists it. */
type SetupTable = TableFields & { isCombinationTable: boolean; id: string; version?: number; created: string | null };

/** A section of a setup with its tables. */
type SetupSection = SectionFields & { venueTables: SetupTable[]; id: string; version?: number; created: string | null };

/** A venue setup with its sections and their tables. */
export type VenueSetupWithSections = SetupFields & { venueSetupId: string; venueSections: SetupSection[]; id: string; created: string | null };

/** A setup's floorplan with its tables. */
export type VenueFloorplan = {
  venueSetupId: string;
  width: number | null;
  height: number | null;
  backgroundImage: string | null;
  tables: (FloorplanTable & { name: string; seatCount: number; isActive: boolean })[];
  sections: (FloorplanSection & { name: string })[];
  version: number;
};

/** What the domain actions of setups answer: the contract between `src/server/domain/setup/venueSetups.ts` and the typed calls. */
export interface VenueSetupsResults {
  list: VenueSetupWithSections[];
  active: (VenueSetupWithSections & { activeReason: ActiveReason; calendarEntryId: string | null; night: string }) | null;
  getOne: VenueSetupWithSections;
  create: VenueSetupWithSections;
  update: VenueSetupWithSections;
  remove: void;
  copy: VenueSetupWithSections;
  createSection: {
    venueTables: never[];
    id: string;
    version?: number;
  };
  updateSection: {
    venueTables: TableRecord[];
    id: string;
    version?: number;
  };
  removeSection: void;
  createTable: StoredRecord;
  updateTable: StoredRecord;
  removeTable: void;
  setTableActive: StoredRecord;
  /** The table under its new id in the target section, how many of its bookings moved with it and the limits they break. */
  moveTable: TableRecord & { isCombinationTable: boolean; movedBookings: number; warnings: Violation[] };
  getFloorplan: VenueFloorplan;
  putFloorplan: VenueFloorplan;
  products: Records['setupProducts'][];
  entryByDateList: StoredRecord;
  entryByWeeklyInterval: StoredRecord;
  entryByYearlyInterval: StoredRecord;
}
