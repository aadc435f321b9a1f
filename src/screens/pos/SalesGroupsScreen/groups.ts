import type { CountrySettingRecord } from '@generated/shared/types/countrySettings';

export type SalesGroup = NonNullable<CountrySettingRecord['salesProductGroups']>[number];
type SubGroup = NonNullable<SalesGroup['validSubGroups']>[number];

export const groupId = (g: SalesGroup) => g.salesProductGroupId?.id ?? '';
export const subGroupId = (s: SubGroup) => s.salesProductSubGroupId?.id ?? '';

/** Adds a group (no id: the server gives it one) or renames and recolours one. */
export function withGroup(groups: SalesGroup[], group: { id?: string; name: string; color: string }): SalesGroup[] {
  if (!group.id) return [...groups, { salesProductGroupId: null, name: group.name, color: group.color, validSubGroups: [] }];
  return groups.map((g) => (groupId(g) === group.id ? { ...g, name: group.name, color: group.color } : g));
}

/** Adds, renames or moves a sub-group; staying in its group it keeps its place, moved it goes last. */
export function withSubGroup(groups: SalesGroup[], sub: { id?: string; name: string; color: string; groupId: string }): SalesGroup[] {
  const entry: SubGroup = { salesProductSubGroupId: sub.id ? { id: sub.id } : null, name: sub.name, color: sub.color };
  return groups.map((g) => {
    const subs = g.validSubGroups ?? [];
    const at = sub.id ? subs.findIndex((s) => subGroupId(s) === sub.id) : -1;
    const rest = at < 0 ? subs : subs.filter((_, i) => i !== at);
    if (groupId(g) !== sub.groupId) return { ...g, validSubGroups: rest };
    const next = [...rest];
    next.splice(at < 0 ? next.length : at, 0, entry);
    return { ...g, validSubGroups: next };
  });
}

/** The groups whose name matches, with all their sub-groups, and the groups with matching sub-groups, with those. */
export function search(groups: SalesGroup[], q: string): SalesGroup[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return groups;
  return groups.flatMap((g) => {
    if (g.name.toLowerCase().includes(needle)) return [g];
    const subs = (g.validSubGroups ?? []).filter((s) => s.name.toLowerCase().includes(needle));
    return subs.length ? [{ ...g, validSubGroups: subs }] : [];
  });
}
