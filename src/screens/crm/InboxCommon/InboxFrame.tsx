import { Alert, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { LiveState as State } from '@/app/realtime/liveHub';
import { useSession } from '@/app/session/SessionProvider';
import { QueryView } from '@/app/widgets/QueryView';
import { phoneTouchTargets } from '@/app/widgets/phone/phoneTouchTargets';
import { hasPermission } from '@/shared/permissions';
import { InboxFilters } from './InboxFilters';
import { InboxLayout, type InboxItem } from './InboxLayout';
import { LiveState } from './LiveState';
import { inboxText } from './texts';
import { filterAndSort, useInboxFilters, type FilterableConversation } from './useInboxFilters';

/** The texts every inbox has in its own messages, under the same keys. */
type InboxTextKey = 'intro' | 'list' | 'empty' | 'pick' | 'open' | 'closed' | 'unread';

interface InboxFrameProps<C extends FilterableConversation & { id: string }> {
  /** The inbox screen's key to its texts (`text` of its texts.ts). */
  text: (key: InboxTextKey) => string;
  live: State;
  hub: string;
  /** The inbox's read permission: the venues where the user holds it are the ones to choose from. */
  permission: string;
  query: UseQueryResult<C[], Error>;
  /** The email inbox filters by label too. */
  withLabels?: boolean;
  /** Shown between the intro and the list (the email inbox's folders). */
  above?: ReactNode;
  toItem: (c: C) => Omit<InboxItem, 'venue'>;
  pane: (c: C) => ReactNode;
}

/** What both inboxes show: the intro, the filters and live state, the filtered list and the chosen conversation. */
export function InboxFrame<C extends FilterableConversation & { id: string }>({ text, live, hub, permission, query, withLabels, above, toItem, pane }: InboxFrameProps<C>) {
  const translate = useTranslate();
  const { venues, me, permissions } = useSession();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useInboxFilters();
  const venueName = (id: string | null) => venues.find((v) => v.venueId === id)?.name ?? id ?? '';
  return (
    <Stack spacing={2} sx={phoneTouchTargets}>
      <Alert severity="info">{translate(text('intro'))}</Alert>
      {above}
      {/* With a venue chosen, an empty list keeps the filters, so that another venue can be chosen. */}
      <QueryView query={query} empty={{ when: (d) => d.length === 0 && !filters.venue, text: translate(text('empty')) }}>
        {(all) => {
          const shown = filterAndSort(all, filters, me?.id ?? null);
          const selected = all.find((c) => c.id === params.get('c')) ?? null;
          // The venue set to choose from is the user's, not the list's: the list holds only the chosen venue's.
          const venueIds = venues.filter((v) => permissions && hasPermission(permissions, permission, v.venueId)).map((v) => v.venueId);
          return (
            <Stack spacing={2}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <InboxFilters
                  filters={filters}
                  onChange={setFilters}
                  venues={venueIds.map((id) => ({ id, name: venueName(id) })).sort((a, b) => a.name.localeCompare(b.name))}
                  topics={[...new Set(all.flatMap((c) => c.topics ?? []))].sort()}
                  labels={withLabels ? [...new Set(all.flatMap((c) => c.labels ?? []))].sort() : undefined}
                />
                <LiveState state={live} hub={hub} />
              </Stack>
              <InboxLayout
                listLabel={translate(text('list'))}
                items={shown.map((c) => ({ ...toItem(c), venue: venueName(c.venueId) }))}
                selectedId={selected?.id ?? null}
                onSelect={(id) => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), c: id }), { replace: true })}
                statusLabel={(open) => translate(text(open ? 'open' : 'closed'))}
                unreadLabel={(count) => translate(text('unread'), { count })}
                emptyText={translate(inboxText('filters.noMatch'))}
                onBack={() =>
                  setParams(
                    (p) => {
                      const next = new URLSearchParams(p);
                      next.delete('c');
                      return next;
                    },
                    { replace: true },
                  )
                }
                backLabel={translate(inboxText('back'))}
              >
                {selected ? pane(selected) : <Typography color="text.secondary">{translate(text('pick'))}</Typography>}
              </InboxLayout>
            </Stack>
          );
        }}
      </QueryView>
      {/* Before the first load the live state shows here, so a screen that cannot reach the hub says so. */}
      {query.isPending && <LiveState state={live} hub={hub} />}
    </Stack>
  );
}
