import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { inboxText } from './texts';
import { VIEWS, type InboxFilters as Filters } from './useInboxFilters';

interface InboxFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  venues: { id: string; name: string }[];
  topics: string[];
  /** The email inbox's labels; the messenger has none. */
  labels?: string[];
}

/** The conversation list's filters: whose and which state, venue, topic and (email) label. */
export function InboxFilters({ filters, onChange, venues, topics, labels }: InboxFiltersProps) {
  const translate = useTranslate();
  const t = (key: Parameters<typeof inboxText>[0]) => translate(inboxText(key));
  const select = { size: 'small', select: true, sx: { minWidth: { xs: 110, sm: 150 }, flex: { xs: '1 1 110px', md: '0 0 auto' } } } as const;
  return (
    // It may shrink below its fields' widths (they wrap), so a phone gets no sideways scroll.
    <Stack component="search" aria-label={t('filters.title')} direction="row" sx={{ flexWrap: 'wrap', gap: 1, flex: '1 1 0', minWidth: 0 }}>
      <TextField {...select} label={t('filters.view')} value={filters.view} onChange={(e) => onChange({ view: e.target.value as Filters['view'] })}>
        {VIEWS.map((v) => (
          <MenuItem key={v} value={v}>
            {t(`filters.${v}`)}
          </MenuItem>
        ))}
      </TextField>
      {venues.length > 1 && (
        <TextField {...select} label={t('filters.venue')} value={filters.venue} onChange={(e) => onChange({ venue: e.target.value })}>
          <MenuItem value="">{t('filters.allVenues')}</MenuItem>
          {venues.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField {...select} label={t('filters.topic')} value={filters.topic} onChange={(e) => onChange({ topic: e.target.value })}>
        <MenuItem value="">{t('filters.anyTopic')}</MenuItem>
        {[...new Set([...topics, ...(filters.topic ? [filters.topic] : [])])].map((topic) => (
          <MenuItem key={topic} value={topic}>
            {topic}
          </MenuItem>
        ))}
      </TextField>
      {labels && (
        <TextField {...select} label={t('filters.label')} value={filters.label} onChange={(e) => onChange({ label: e.target.value })}>
          <MenuItem value="">{t('filters.anyLabel')}</MenuItem>
          {[...new Set([...labels, ...(filters.label ? [filters.label] : [])])].map((label) => (
            <MenuItem key={label} value={label}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
