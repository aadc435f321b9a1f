import { grants, hasPermission } from '@/shared/permissions';
import type { HistoryEntry } from '@/shared/crm/history';
import type { RequestContext } from '../../api/context';
import { forbidden } from '../../api/errors';

/** Head office holds the permission globally (a role without a venue), not only at some venues. */
export function isHeadOffice(ctx: RequestContext, permission: string): boolean {
  return grants(ctx.user.permissions.globalPermissions, permission);
}

export function assertHeadOffice(ctx: RequestContext, permission: string, what: string): void {
  if (!isHeadOffice(ctx, permission)) throw forbidden(`Only head office can ${what}`);
}

/** The venues where any of the permissions is held; null when one of them is global (every venue). */
export function permittedVenues(ctx: RequestContext, permissions: string[]): string[] | null {
  if (permissions.some((p) => isHeadOffice(ctx, p))) return null;
  return ctx.user.permissions.venuePermissions.filter((v) => permissions.some((p) => grants(v.permissions, p))).map((v) => v.venueId);
}

export function mayActAt(ctx: RequestContext, permissions: string[], venueId: string): boolean {
  return permissions.some((p) => hasPermission(ctx.user.permissions, p, venueId));
}

/** "Copy of <name>", kept within the field's length. */
export function copyName(name: string, max = 200): string {
  const copy = `Copy of ${name}`;
  return copy.length > max ? copy.slice(0, max) : copy;
}

/** One line of a campaign's history: who did what, when, from which status to which, and why. */
export function historyEntry(ctx: RequestContext, action: string, fromStatus: string | null, toStatus: string | null, comment?: string | null): HistoryEntry {
  return { at: ctx.now.toISOString(), userId: ctx.user.userId, userName: ctx.user.name || null, action, fromStatus, toStatus, comment: comment?.trim() || null };
}

export function appendHistory(current: unknown, entry: HistoryEntry): HistoryEntry[] {
  return [...((current as HistoryEntry[] | null) ?? []), entry];
}
