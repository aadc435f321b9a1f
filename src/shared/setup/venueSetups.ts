import type { Policy, SeatingStrategy, Violation } from '../bookings/policies';
import type { Records, StoredRecord } from '../records';
import type { ActiveReason } from './activeSetup';
import type { FloorplanTable, TableRecord } from './venueData';

/** A venue setup with its sections and their tables. */
export type VenueSetupWithSections = {
  venueSetupId: string;
  venueSections: {
    venueTables: {
      isCombinationTable: boolean;
      name: string;
      seatCount: number;
      venueTableType: 1 | 2;
      note: string | null;
      isRoundTable: boolean | null;
      isActive: boolean | null;
      combinationTablePartIds: string[] | null;
      venuePolicies: Policy[] | null;
      seatingStrategies: SeatingStrategy[] | null;
      bookingOnRequestOnly: boolean | null;
      floorplanTable: Record<string, number | null> | null;
      sortOrder: number | null;
      venueSectionId: string;
      venueSetupId: string;
      venueDetailsId: string;
      deleted: string | null;
      id: string;
      version?: number;
      created: string | null;
    }[];
    name: string;
    image: string | null;
    description: string | null;
    venuePolicies: Policy[] | null;
    seatingStrategies: SeatingStrategy[] | null;
    bookingOnRequestOnly: boolean | null;
    sortOrder: number | null;
    venueSetupId: string;
    venueDetailsId: string;
    deleted: string | null;
    id: string;
    version?: number;
    created: string | null;
  }[];
  version: number;
  name: string;
  venueDetailsId: string;
  isActive: boolean | null;
  venuePolicies: Policy[] | null;
  seatingStrategies: SeatingStrategy[] | null;
  bookingOnRequestOnly: boolean | null;
  floorplan: {
    width?: number | null;
    height?: number | null;
    backgroundImage?: string | null;
    tables?: FloorplanTable[] | null;
  } | null;
  deleted: string | null;
  id: string;
  created: string | null;
};

/** A setup's floorplan with its tables. */
export type VenueFloorplan = {
  venueSetupId: string;
  width: number | null;
  height: number | null;
  backgroundImage: string | null;
  tables: {
    name: string;
    seatCount: number;
    isActive: boolean;
    venueTableId: string;
    x: number;
    y: number;
    width?: number | null;
    height?: number | null;
    rotation?: number | null;
  }[];
};

/** What the domain actions of setups answer: the contract between `src/server/domain/setup/venueSetups.ts` and the typed calls. */
export interface VenueSetupsResults {
  list: VenueSetupWithSections[];
  active: {
    activeReason: ActiveReason;
    calendarEntryId: string | null;
    night: string;
    venueSetupId: string;
    venueSections: {
      venueTables: {
        isCombinationTable: boolean;
        name: string;
        seatCount: number;
        venueTableType: 1 | 2;
        note: string | null;
        isRoundTable: boolean | null;
        isActive: boolean | null;
        combinationTablePartIds: string[] | null;
        venuePolicies: Policy[] | null;
        seatingStrategies: SeatingStrategy[] | null;
        bookingOnRequestOnly: boolean | null;
        floorplanTable: Record<string, number | null> | null;
        sortOrder: number | null;
        venueSectionId: string;
        venueSetupId: string;
        venueDetailsId: string;
        deleted: string | null;
        id: string;
        version?: number;
        created: string | null;
      }[];
      name: string;
      image: string | null;
      description: string | null;
      venuePolicies: Policy[] | null;
      seatingStrategies: SeatingStrategy[] | null;
      bookingOnRequestOnly: boolean | null;
      sortOrder: number | null;
      venueSetupId: string;
      venueDetailsId: string;
      deleted: string | null;
      id: string;
      version?: number;
      created: string | null;
    }[];
    version: number;
    name: string;
    venueDetailsId: string;
    isActive: boolean | null;
    venuePolicies: Policy[] | null;
    seatingStrategies: SeatingStrategy[] | null;
    bookingOnRequestOnly: boolean | null;
    floorplan: {
      width?: number | null;
      height?: number | null;
      backgroundImage?: string | null;
      tables?: FloorplanTable[] | null;
    } | null;
    deleted: string | null;
    id: string;
    created: string | null;
  } | null;
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
