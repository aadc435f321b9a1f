import { Readable } from 'node:stream';
import { COUNTRIES, type CountryCode } from '@generated/shared/shell';
import { FileResult } from '../../api/action';
import type { RequestContext } from '../../api/context';
import { collectGuestData, EXPORT_SECTIONS, type ExportData, type ExportSubject } from './guestExport';
import { guestExportPdf, type ExportVenue, type ExportVenues } from './guestExportPdf';

export type ExportFormat = 'json' | 'pdf';

interface Envelope {
  guestId: string;
  country: string;
  exportedAt: string;
  exportedBy: { id: string; name: string | null };
  reason: string;
}

/** The JSON document written section by section, so that a large export is sent as it is serialised. */
function* jsonChunks(envelope: Envelope, data: ExportData): Generator<string> {
  yield `{${JSON.stringify(envelope).slice(1, -1)},"sections":{`;
  for (const [i, section] of EXPORT_SECTIONS.entries()) {
    const rows = data[section.key] ?? [];
    yield `${i ? ',' : ''}${JSON.stringify(section.key)}:[`;
    for (const [j, row] of rows.entries()) yield `${j ? ',' : ''}${JSON.stringify(row)}`;
    yield ']';
  }
  yield '}}\n';
}

/** The venues of the guest's country with their zones, for the PDF to name a row's venue and tell its local time. */
async function venuesOf(ctx: RequestContext, country: string): Promise<ExportVenues> {
  const rows = await ctx.db
    .selectFrom('venues')
    .leftJoin('venueDetails', 'venueDetails.venuePortalId', 'venues.id')
    .select(['venues.id as venueId', 'venues.name as venueName', 'venues.timeZone', 'venueDetails.id as detailsId', 'venueDetails.name as detailsName'])
    .where('venues.country', '=', country as CountryCode)
    .execute();
  const venues: ExportVenues = { byVenueId: new Map(), byDetailsId: new Map() };
  for (const r of rows) {
    const venue: ExportVenue = { name: r.detailsName ?? r.venueName ?? r.venueId, timeZone: r.timeZone };
    venues.byVenueId.set(r.venueId, venue);
    if (r.detailsId) venues.byDetailsId.set(r.detailsId, venue);
  }
  return venues;
}

/**
 * Everything held about the guest as one file: the sections are read in one repeatable-read snapshot, then sent as a
 * stream (JSON serialised section by section, or the PDF as pdfkit writes it).
 */
export async function guestExportFile(ctx: RequestContext, guest: ExportSubject & { firstName: string | null; lastName: string | null }, format: ExportFormat, reason: string): Promise<FileResult> {
  const data = await ctx.db.transaction().setIsolationLevel('repeatable read').execute((trx) => collectGuestData(trx, guest));
  const actor = await ctx.db.selectFrom('users').select('name').where('id', '=', ctx.user.userId).executeTakeFirst();
  const envelope: Envelope = { guestId: guest.id, country: guest.country, exportedAt: ctx.now.toISOString(), exportedBy: { id: ctx.user.userId, name: actor?.name ?? null }, reason };
  const stamp = ctx.now.toISOString().slice(0, 10);
  if (format === 'json') {
    return new FileResult(`guest-${guest.id}-${stamp}.json`, 'application/json; charset=utf-8', Readable.from(jsonChunks(envelope, data)));
  }
  const guestName = [guest.firstName, guest.lastName].filter(Boolean).join(' ') || (guest.email ?? guest.phone ?? `Guest ${guest.id}`);
  const timeZone = COUNTRIES.find((c) => c.code === guest.country)?.timeZone ?? 'UTC';
  const pdf = guestExportPdf({ guestName, guestId: guest.id, exportedAt: ctx.now, exportedBy: actor?.name ?? ctx.user.userId, reason, timeZone }, EXPORT_SECTIONS, data, await venuesOf(ctx, guest.country));
  return new FileResult(`guest-${guest.id}-${stamp}.pdf`, 'application/pdf', pdf);
}
