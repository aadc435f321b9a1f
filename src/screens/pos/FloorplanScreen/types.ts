import type { PosFloorplanRecord } from '@generated/shared/types/posFloorplans';

export type Plan = PosFloorplanRecord;
export type Table = NonNullable<Plan['tables']>[number];
