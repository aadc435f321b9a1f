import { sql } from 'kysely';
import dayjs from '@/shared/dayjs';
import type { ImportRow } from '@/shared/guests/guestImports';
import type { Db } from '../../db/connect';

/**
 * How long an import keeps personal data the portal holds nowhere else: the rows of a preview never applied, and the
 * rows an applied import left out (errors, or a venue the importer may not change guests at). A week is enough to
 * correct the file and upload it again; after it, these rows are data without a purpose.
 */
export const IMPORT_ROWS_KEPT_DAYS = 7;

/** A row still naming or reaching a person (an applied row keeps only which guest it became). */
const holdsPersonalData = (row: ImportRow) => Boolean(row.firstName || row.lastName || row.email || row.phone || row.birthDate || row.errors.length);

/**
 * The hourly job: deletes previews older than the week and takes the left-out rows out of imports applied before it;
 * an applied import keeps its counts, who applied it and when, and the guests its rows became. Answers how many imports
 * it changed. Runs in the job runner's transaction (src/server/jobs.ts); an apply in progress holds its import's row
 * lock, and the delete waits for it and then sees the import applied.
 */
export async function cleanUpGuestImports(db: Db, now: Date): Promise<number> {
  const before = dayjs(now).subtract(IMPORT_ROWS_KEPT_DAYS, 'day').toDate();
  const dropped = await db.deleteFrom('guestImports').where('status', '=', 'Previewed').where('createdAt', '<', before).executeTakeFirst();
  const applied = await db
    .selectFrom('guestImports')
    .select(['id', 'rows'])
    .where('status', '=', 'Applied')
    .where('appliedAt', '<', before)
    .where(sql<boolean>`jsonb_path_exists(rows, '$[*] ? (@.firstName != null || @.lastName != null || @.email != null || @.phone != null || @.birthDate != null || @.errors.size() > 0)')`)
    .forUpdate()
    .execute();
  for (const { id, rows } of applied) {
    const kept = ((rows ?? []) as unknown as ImportRow[]).filter((row) => !holdsPersonalData(row));
    await db.updateTable('guestImports').set({ rows: JSON.stringify(kept), updatedAt: now, updatedBy: null }).where('id', '=', id).execute();
  }
  return Number(dropped.numDeletedRows) + applied.length;
}
