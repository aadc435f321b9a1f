import { Box, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { formatDateTime } from '@/shared/format';
import { RecordTable } from '@/app/widgets/RecordTable';
import { QueryView } from '../CrmCommon/QueryView';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common } from '../CrmCommon/texts';
import { SendDates } from '../VenueCampaignsScreen/CampaignTable';
import { MasterVenuesExport } from './MasterVenuesExport';
import { keys, text } from './texts';

/** The venue campaigns of the master at the venues the user may see, with a link into each venue's campaign page. */
export function MasterVenues({ id, name }: { id: string; name: string }) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: keys.venues(id), queryFn: () => venueCampaignsApi.byMaster({ id }) });
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <MasterVenuesExport masterName={name} campaigns={query.data} />
      </Box>
      <QueryView query={query} isEmpty={(d) => d.length === 0} emptyText={translate(text('venues.empty'))}>
        {(list) => (
          <RecordTable
            caption={translate(text('tabs.venues'))}
            rows={list}
            columns={[
              {
                label: translate(common('labels.venue')),
                render: (c) => (
                  <Link component={RouterLink} to={`/vp/venuecampaigns/${c.id}?venueId=${c.venueId}`}>
                    {c.venueName}
                  </Link>
                ),
              },
              { label: translate(common('labels.status')), render: (c) => <StatusChip enumKey="venueCampaigns.venueCampaignStatus" value={c.status} /> },
              { label: translate(text('venues.sendDates')), render: (c) => <SendDates campaign={c} /> },
              { label: translate('resources.venueCampaigns.fields.rejectedComment'), render: (c) => c.rejectedComment ?? '' },
              { label: translate(common('labels.updated')), render: (c) => formatDateTime(c.updatedAt) },
            ]}
          />
        )}
      </QueryView>
    </>
  );
}
