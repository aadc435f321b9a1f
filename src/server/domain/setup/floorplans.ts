import type { VenueSetupsGetFloorplanInput, VenueSetupsPutFloorplanInput } from '@generated/server/resources/venueSetups';
import { mediaResource } from '@generated/server/resources/media';
import { venueSetupsResource } from '@generated/server/resources/venueSetups';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { sectionsOfSetup, setupOrThrow, tablesOfSetup, venueDetailsOrThrow, type SetupRecord } from './venueData';

type Plan = NonNullable<SetupRecord['floorplan']>;

async function setupInVenue(ctx: RequestContext, id: string) {
  const setup = await setupOrThrow(ctx, id, undefined, 'setupId');
  await venueDetailsOrThrow(ctx, setup.venueDetailsId);
  return setup;
}

/** What the floorplan answers: table and section names from the setup; tables and sections deleted since are left out. */
async function answer(ctx: RequestContext, setup: SetupRecord) {
  const tables = new Map((await tablesOfSetup(ctx, setup.id)).map((t) => [t.id, t]));
  const sections = new Map((await sectionsOfSetup(ctx, setup.id)).map((s) => [s.id, s]));
  const plan: Plan = setup.floorplan ?? {};
  return {
    venueSetupId: setup.id,
    width: plan.width ?? null,
    height: plan.height ?? null,
    backgroundImage: plan.backgroundImage ?? null,
    tables: (plan.tables ?? [])
      .filter((t) => tables.has(t.venueTableId))
      .map((t) => ({ ...t, name: tables.get(t.venueTableId)!.name, seatCount: tables.get(t.venueTableId)!.seatCount, isActive: tables.get(t.venueTableId)!.isActive !== false })),
    sections: (plan.sections ?? []).filter((s) => sections.has(s.venueSectionId)).map((s) => ({ ...s, name: sections.get(s.venueSectionId)!.name })),
    version: Number(setup.floorplanVersion ?? 0),
  };
}

export const getFloorplan = defineAction(async (ctx, { params }: VenueSetupsGetFloorplanInput) => answer(ctx, await setupInVenue(ctx, params.setupId)));

type Box = { x: number; y: number; width?: number | null; height?: number | null };

/** Each placed thing names a table or section of this setup, once, and lies on the plan (its corner inside it). */
function checkPlaced<T extends Box>(items: T[], field: string, idOf: (item: T) => string, known: Set<string>, what: string, plan: { width: number | null; height: number | null }) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const id = idOf(item);
    const idField = `body.${field}.${i}.${field === 'tables' ? 'venueTableId' : 'venueSectionId'}`;
    if (!known.has(id)) throw badRequest(idField, `no ${what} with the id ${id} in this setup`);
    if (seen.has(id)) throw badRequest(idField, `each ${what} can be placed once`);
    seen.add(id);
    if (plan.width !== null && item.x + (item.width ?? 0) > plan.width) throw badRequest(`body.${field}.${i}.x`, `the ${what} reaches beyond the floorplan's width of ${plan.width}`);
    if (plan.height !== null && item.y + (item.height ?? 0) > plan.height) throw badRequest(`body.${field}.${i}.y`, `the ${what} reaches beyond the floorplan's height of ${plan.height}`);
  });
}

/** The room's picture is one uploaded as a floorplan picture of this setup's venue (POST /Media/floorplan), or none. */
async function checkPicture(ctx: RequestContext, id: string | null | undefined, venueId: string) {
  if (!id) return;
  const media = await ctx.store.get(mediaResource, id);
  if (!media || media.type !== 'floorplan' || media.venueId !== venueId) throw badRequest('body.backgroundImage', `no floorplan picture of this venue with the id ${id}`);
}

/** Saves the whole floorplan made from the version the browser read; the endpoint has locked the setup's row. */
export const putFloorplan = defineAction(async (ctx, { params, body }: VenueSetupsPutFloorplanInput) => {
  const setup = await setupInVenue(ctx, params.setupId);
  const tables = body.tables ?? [];
  const sections = body.sections ?? [];
  const size = { width: body.width ?? null, height: body.height ?? null };
  checkPlaced(tables, 'tables', (t) => t.venueTableId, new Set((await tablesOfSetup(ctx, setup.id)).map((t) => t.id)), 'table', size);
  checkPlaced(sections, 'sections', (s) => s.venueSectionId, new Set((await sectionsOfSetup(ctx, setup.id)).map((s) => s.id)), 'section', size);
  await checkPicture(ctx, body.backgroundImage, setup.venueDetailsId);
  // Of two saves made from one version, the second sees the first's version here (the row is locked) and is refused.
  const stored = Number(setup.floorplanVersion ?? 0);
  if (stored !== body.version) throw conflict(`The floorplan of this setup was changed by someone else (now version ${stored}, yours ${body.version}). Reload it and make your change again.`);
  const floorplan = { ...size, backgroundImage: body.backgroundImage ?? null, tables, sections };
  await ctx.store.setFields(venueSetupsResource, setup.id, { floorplan, floorplanVersion: stored + 1 });
  return answer(ctx, { ...setup, floorplan, floorplanVersion: stored + 1 } as SetupRecord);
});

/** The floorplan of a copied setup: tables and sections under their new ids, those not copied left out. */
export function copiedFloorplan(plan: Plan, tableIds: Map<string, string>, sectionIds: Map<string, string>): Plan {
  return {
    ...plan,
    tables: (plan.tables ?? []).filter((t) => tableIds.has(t.venueTableId)).map((t) => ({ ...t, venueTableId: tableIds.get(t.venueTableId)! })),
    sections: (plan.sections ?? []).filter((s) => sectionIds.has(s.venueSectionId)).map((s) => ({ ...s, venueSectionId: sectionIds.get(s.venueSectionId)! })),
  };
}
