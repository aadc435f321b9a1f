import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';
import { seed } from '@/server/seed';
import { clock } from '@/shared/clock';
import { dropSeedTemplates } from './seededPostgresDatabase';

/**
 * Builds one migrated, seeded database; every test file starts from its own copy. The moment the demo was built around
 * is handed to the tests (`seededAt`), so that a test that reads the demo's "today" can stop the clock there. A copy
 * taken before the seed serves the files that need an empty, migrated database (`migratedDatabase`): starting PGlite
 * on a new folder and migrating it costs seconds each time.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'vp-template-'));
  const migratedDir = mkdtempSync(join(tmpdir(), 'vp-migrated-'));
  const migrated = await openDatabase({ dataDir: dir });
  await migrate(migrated.db);
  await migrated.close();
  cpSync(dir, migratedDir, { recursive: true });
  const handle = await openDatabase({ dataDir: dir });
  const seededAt = clock.now();
  await seed(handle.db, seededAt);
  await handle.close();
  project.provide('templateDatabase', dir);
  project.provide('migratedDatabase', migratedDir);
  project.provide('seededAt', seededAt.toISOString());
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(migratedDir, { recursive: true, force: true });
    if (process.env.TEST_DATABASE_URL) await dropSeedTemplates(process.env.TEST_DATABASE_URL, dir);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    /** A migrated database folder without any data. */
    migratedDatabase: string;
    /** The moment (ISO) the template database's demo was built around. */
    seededAt: string;
  }
}
