import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import catalogue from '@schema/shell/permissions';
import { grants } from '@/shared/permissions';
import { ROLES } from '@/server/seed/roles';

/** The roles × permissions table of docs/permissions.md must say what the demo's roles grant. */
const doc = readFileSync(new URL('../../docs/permissions.md', import.meta.url), 'utf8');
const lines = doc.split('\n');
const headerIndex = lines.findIndex((l) => l.startsWith('| Permission | R/W |'));
const columns = lines[headerIndex].split('|').slice(3, -1).map((c) => c.trim());
const rows = new Map(
  lines
    .slice(headerIndex + 2)
    .filter((l) => l.startsWith('| `'))
    .map((l) => {
      const cells = l.split('|').slice(1, -1).map((c) => c.trim());
      return [cells[0].replace(/`/g, ''), { access: cells[1], held: cells.slice(2).map((c) => c === '✓') }] as const;
    }),
);
const permissionsOf = (roleId: string) => ROLES.find((r) => r.roleId === roleId)!.permissions;

describe('docs/permissions.md', () => {
  it('has a row for every permission of the catalogue, and no other', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(catalogue).sort());
  });

  it.each(Object.entries(catalogue))('%s: read or write, and the roles holding it', (name, def) => {
    const row = rows.get(name)!;
    expect(row.access).toBe(def.access === 'read' ? 'R' : 'W');
    expect(Object.fromEntries(columns.map((roleId, i) => [roleId, row.held[i]]))).toEqual(Object.fromEntries(columns.map((roleId) => [roleId, grants(permissionsOf(roleId), name)])));
  });

  it('names every role of the seed, directly or as the pair it stands for', () => {
    const standsFor: Record<string, string> = { rd: 'rm', svm: 'vm', scmm: 'cmm' };
    for (const role of ROLES) {
      const column = standsFor[role.roleId] ?? role.roleId;
      expect(columns).toContain(column);
      expect(role.permissions).toEqual(permissionsOf(column));
    }
  });

  it('grants no permission the catalogue lacks', () => {
    for (const role of ROLES) for (const p of role.permissions) if (!p.endsWith('*')) expect(Object.keys(catalogue)).toContain(p);
  });
});
