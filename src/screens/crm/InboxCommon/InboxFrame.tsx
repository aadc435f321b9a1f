import { Alert, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { LiveState as State } from '@/app/realtime/liveHub';
import { useSession } from '@/app/session/SessionProvider';
import { QueryView } from '@/app/widgets/QueryView';
import { InboxFilters } from './InboxFilters';
import { InboxLayout, type InboxItem } from './InboxLayout';
import { LiveState } from './LiveState';
import { inboxText } from './texts';
import { filterAndSort, useInboxFilters, type FilterableConversation } from './useInboxFilters';

interface InboxFrameProps<C extends FilterableConversation & { id: string }> {
  intro: string;
  live: State;
  hub: string;
  query: UseQueryResult<C[], Error>;
  /** The email inbox filters by label too. */
  withLabels?: boolean;
  /** Shown between the intro and the list (the email inbox's folders). */
  above?: ReactNode;
  texts: { list: string; empty: string; pick: string; status: (open: boolean) => string; unread: (count: number) => string };
  toItem: (c: C) => Omit<InboxItem, 'venue'>;
  pane: (c: C) => ReactNode;
}

/** What both inboxes show: the intro, the filters and live state, the filtered list and the chosen conversation. */
export function InboxFrame<C extends FilterableConversation & { id: string }>({ intro, live, hub, query, withLabels, above, texts, toItem, pane }: InboxFrameProps<C>) {
  const translate = useTranslate();
  const { venues, me } = useSession();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useInboxFilters();
  const venueName = (id: string | null) => venues.find((v) => v.venueId === id)?.name ?? id ?? '';
  return (
    <Stack spacing={2}>
      <Alert severity="info">{intro}</Alert>
      {above}
      <QueryView query={query} empty={{ when: (d) => d.length === 0, text: texts.empty }}>
        {(all) => {
          const shown = filterAndSort(all, filters, me?.id ?? null);
          const selected = all.find((c) => c.id === params.get('c')) ?? null;
          const venueIds = [...new Set(all.map((c) => c.venueId).filter((v): v is string => Boolean(v)))];
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
                listLabel={texts.list}
                items={shown.map((c) => ({ ...toItem(c), venue: venueName(c.venueId) }))}
                selectedId={selected?.id ?? null}
                onSelect={(id) => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), c: id }), { replace: true })}
                statusLabel={texts.status}
                unreadLabel={texts.unread}
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
                {selected ? pane(selected) : <Typography color="text.secondary">{texts.pick}</Typography>}
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
