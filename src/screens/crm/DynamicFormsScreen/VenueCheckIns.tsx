import { Box, Chip, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import { RecordTable } from '@/app/widgets/RecordTable';
import { QueryView } from '../CrmCommon/QueryView';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { CheckInsExport } from './CheckInsExport';
import { keys, text } from './texts';

/** Each venue with the forms published there and its check-ins over the last 30 days. */
export function VenueCheckIns() {
  const translate = useTranslate();
  const query = useQuery({ queryKey: keys.venues, queryFn: () => dynamicFormsApi.venues({}), staleTime: LIST_STALE_TIME });
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <CheckInsExport venues={query.data} />
      </Box>
      <QueryView query={query} isEmpty={(d) => d.length === 0}>
        {(venues) => (
          <RecordTable
            caption={translate(text('tabs.venues'))}
            rows={venues}
            rowKey={(v) => v.venueId}
            columns={[
              { label: translate(common('labels.venue')), render: (v) => v.name },
              { label: translate(text('venues.country')), render: (v) => (v.country ? translate(`countries.${v.country}`) : '') },
              {
                label: translate(text('venues.forms')),
                render: (v) => (
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {v.forms.map((f) => (
                      <Chip key={f.id} size="small" variant={f.isActive ? 'filled' : 'outlined'} label={f.name} />
                    ))}
                  </Stack>
                ),
              },
              { label: translate(text('venues.checkIns')), align: 'right', render: (v) => v.checkInsLast30Days },
            ]}
          />
        )}
      </QueryView>
    </>
  );
}
