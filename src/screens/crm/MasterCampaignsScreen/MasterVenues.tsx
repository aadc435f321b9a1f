import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { formatDateTime } from '@/shared/format';
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
          <TableContainer>
            <Table size="small" aria-label={translate(text('tabs.venues'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(common('labels.venue'))}</TableCell>
                  <TableCell>{translate(common('labels.status'))}</TableCell>
                  <TableCell>{translate(text('venues.sendDates'))}</TableCell>
                  <TableCell>{translate('resources.venueCampaigns.fields.rejectedComment')}</TableCell>
                  <TableCell>{translate(common('labels.updated'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((c) => (
                  <TableRow key={c.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/vp/venuecampaigns/${c.id}?venueId=${c.venueId}`}>
                        {c.venueName}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <StatusChip enumKey="venueCampaigns.venueCampaignStatus" value={c.status} />
                    </TableCell>
                    <TableCell>
                      <SendDates campaign={c} />
                    </TableCell>
                    <TableCell>{c.rejectedComment ?? ''}</TableCell>
                    <TableCell>{formatDateTime(c.updatedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
    </>
  );
}
