import type { GuestImportsApplyInput, GuestImportsGetInput, GuestImportsPreviewInput } from '@generated/server/resources/guestImports';
import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import type { GuestImport, ImportResult, ImportRow, ImportStatus } from '@/shared/guests/guestImports';
import { COUNTRY_TIME_ZONE } from '@/shared/guests/guestRetention';
import { hasPermission } from '@/shared/permissions';
import type { CountryCode } from '@/shared/types';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import { findOrCreateGuest, giveConsents, lockContact, type IntakeActor } from './guestIntake';
import { checkRows } from './guestImportRows';
import { readSheet } from './guestImportSheet';

const PERMISSION = 'vp.crm.guestprofiles.edit';

type Row = { id: string; country: string | null; fileName: string | null; status: string | null; createdAt: Date; appliedAt: Date | null; rows: unknown; result: unknown };

const answer = (r: Row): GuestImport => ({
  id: r.id,
  country: r.country as CountryCode,
  fileName: r.fileName,
  status: r.status as ImportStatus,
  createdAt: r.createdAt.toISOString(),
  appliedAt: r.appliedAt?.toISOString() ?? null,
  rows: (r.rows ?? []) as ImportRow[],
  result: (r.result as ImportResult | null) ?? null,
});

const mayEditAt = (ctx: RequestContext) => (venueId: string) => hasPermission(ctx.user.permissions, PERMISSION, venueId);

/** Reads and checks the sheet, and keeps every row as read (with its errors) for apply: nothing of the file is lost. */
export const preview = defineAction(async (ctx, { params, body }: GuestImportsPreviewInput) => {
  if (!body) throw badRequest('body.file', 'is required');
  const country = params.country as CountryCode;
  const sheet = await readSheet(body.file.data);
  const today = dayjs(ctx.now).tz(COUNTRY_TIME_ZONE[country]).format(DATE_FORMAT);
  const rows = await checkRows(ctx.db, country, sheet.rows, mayEditAt(ctx), today);
  const saved = await ctx.db
    .insertInto('guestImports')
    .values({ country, fileName: body.file.name ?? null, status: 'Previewed', rows: JSON.stringify(rows), createdAt: ctx.now, updatedAt: ctx.now, createdBy: ctx.user.userId, updatedBy: ctx.user.userId })
    .returningAll()
    .executeTakeFirstOrThrow();
  return answer(saved as Row);
});

async function importOf(ctx: RequestContext, country: string, id: string, lock: boolean) {
  let q = ctx.db.selectFrom('guestImports').selectAll().where('id', '=', id).where('country', '=', country as CountryCode);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`Guest import ${id} in ${country}`);
  return row as Row & { createdBy: string | null };
}

export const getImport = defineAction(async (ctx, { params }: GuestImportsGetInput) => answer(await importOf(ctx, params.country, params.id, false)));

/**
 * Applies the rows without errors, all in this one transaction: each guest found by email or phone (under the lock the
 * forms take) or created, its consents given with evidence (source Import, the importing user, the revision in force).
 * The import is locked first, so a second apply (a double click, another tab) waits and is refused.
 */
export const apply = defineAction(async (ctx, { params }: GuestImportsApplyInput) => {
  const saved = await importOf(ctx, params.country, params.id, true);
  if (saved.status === 'Applied') throw conflict(`This import was applied at ${saved.appliedAt?.toISOString()}; upload the file again to import it once more`);
  const country = saved.country as CountryCode;
  const actor: IntakeActor = { source: 'Import', at: ctx.now, actorUserId: ctx.user.userId, actorJob: `import ${saved.id}` };
  const rows = (saved.rows ?? []) as ImportRow[];
  const venues = new Map((await ctx.db.selectFrom('venues').select(['id', 'name']).where('country', '=', country).execute()).map((v) => [v.id, v]));
  const result: ImportResult = { created: 0, matched: 0, consentsGiven: 0, confirmationsSent: 0, skipped: 0 };
  const kept: ImportRow[] = [];
  for (const row of rows) {
    if (row.errors.length || (row.venueId && !mayEditAt(ctx)(row.venueId))) {
      result.skipped += 1;
      kept.push(row);
      continue;
    }
    const guest = { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone, birthDate: row.birthDate };
    await lockContact(ctx.db, country, guest);
    const found = await findOrCreateGuest(ctx.db, country, row.venueId, guest, actor);
    result[found.created ? 'created' : 'matched'] += 1;
    // An applied row's personal data now lives in the guest's profile, where anonymising reaches it; the import keeps
    // only which guest it became. Rows with errors stay whole, to be corrected and uploaded again.
    kept.push({ ...row, firstName: null, lastName: null, email: null, phone: null, birthDate: null, match: { guestId: found.id, name: null } });
    const venue = row.venueId ? venues.get(row.venueId) : undefined;
    if (!venue || !row.consents.length) continue;
    const done = await giveConsents(
      ctx.db,
      { guestId: found.id, country, venue: { id: venue.id, name: venue.name ?? venue.id }, email: row.email, consents: row.consents, publicUrl: ctx.services.config.publicUrl, mail: ctx.services.config.mail },
      actor,
    );
    result.consentsGiven += done.given.length;
    result.confirmationsSent += done.requested.length;
  }
  const updated = await ctx.db
    .updateTable('guestImports')
    .set({ rows: JSON.stringify(kept), status: 'Applied', appliedAt: ctx.now, appliedBy: ctx.user.userId, result: JSON.stringify(result), updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('id', '=', saved.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return answer(updated as Row);
});
