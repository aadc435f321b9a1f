import { CamelCasePlugin, Kysely, PostgresAdapter, DummyDriver, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CAMEL_CASE } from '@/server/db/connect';
import { sqlColumn } from '../../generator/emit/server';
import { snakeCase } from '../../generator/model';

const db = new Kysely<Record<string, Record<string, unknown>>>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler() },
  plugins: [new CamelCasePlugin(CAMEL_CASE)],
});

describe('column names', () => {
  it('match what Kysely\'s CamelCasePlugin writes, capitals in a row included', () => {
    for (const name of ['venueId', 'isHQ', 'whenYear', 'address2Line', 'activationPlanChangeLog']) {
      const compiled = db.selectFrom('t').select(name).compile().sql;
      expect(compiled).toBe(`select "${snakeCase(name)}" from "t"`);
      // ... and read back as the field's own name.
      const plugin = new CamelCasePlugin(CAMEL_CASE);
      const row = (plugin as unknown as { mapRow(r: Record<string, unknown>): Record<string, unknown> }).mapRow({ [snakeCase(name)]: 1 });
      expect(Object.keys(row)).toEqual([name]);
    }
  });
  it('quote reserved words in migrations', () => {
    expect(sqlColumn('when')).toBe('"when"');
    expect(sqlColumn('order')).toBe('"order"');
    expect(sqlColumn('whenYear')).toBe('when_year');
  });
});
