import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';
import { seed } from '@/server/seed';

/** Builds one migrated, seeded database; every test file starts from its own copy. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'vp-template-'));
  const handle = await openDatabase({ dataDir: dir });
  await migrate(handle.db);
  await seed(handle.db);
  await handle.close();
  project.provide('templateDatabase', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
