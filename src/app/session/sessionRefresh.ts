import type { MutationCache, QueryClient } from '@tanstack/react-query';
import { ROUTES } from '@generated/client/routes';

/** react-admin's writes: the second part of its mutation keys (`[resource, 'update', params]`). */
const WRITES = ['create', 'update', 'delete', 'updateMany', 'deleteMany'];

/**
 * Whether a mutation changes a schema resource: a react-admin write on one of the pages showing it (resources are
 * named after their route, `cp/reports`) or naming the resource itself. react-admin keys a write by the resource
 * given to its hook; a hook made without one gets it with each call (`variables.resource`).
 */
export function isWriteOf(mutationKey: readonly unknown[] | undefined, resource: string, variables?: unknown): boolean {
  if (!Array.isArray(mutationKey) || !WRITES.includes(String(mutationKey[1]))) return false;
  const called = (variables as { resource?: unknown } | undefined)?.resource;
  const name = String(mutationKey[0] ?? called ?? '');
  return name === resource || ROUTES.some((r) => r.key === name && r.resource === resource);
}

/** A part of the session cached for minutes that pages of the portal change, and the resource they change. */
export interface SessionSource {
  resource: string;
  queryKey: readonly unknown[];
}

/**
 * Watches the mutations of the query client: when a write of a source's resource succeeds, its part of the session
 * is loaded again at once (a saved report definition shows in the sidebar and at /cp/report/{id}). Returns the
 * unsubscribe.
 */
export function refreshSessionOnWrites(client: QueryClient, sources: SessionSource[], cache: MutationCache = client.getMutationCache()): () => void {
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { mutationKey } = event.mutation.options;
    for (const source of sources) if (isWriteOf(mutationKey, source.resource, event.mutation.state.variables)) void client.invalidateQueries({ queryKey: source.queryKey });
  });
}
