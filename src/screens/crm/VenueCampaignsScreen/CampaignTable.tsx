import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { useDebouncedValue } from '@/app/search/useDebouncedValue';
import { STATUS_GROUPS, type StatusGroup } from '@/shared/crm/campaignStateMachine';
import { formatDate, formatDateTime } from '@/shared/format';
import { QueryView } from '../CrmCommon/QueryView';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { CampaignsExport } from './CampaignsExport';
import { keys } from './keys';
import { STATUS_ENUM, text } from './texts';
import type { CampaignSummary } from './types';
import { TablePager } from '@/app/widgets/TablePager';

const PAGE_SIZE = 10;

export function SendDates({ campaign }: { campaign: Pick<CampaignSummary, 'emailDate' | 'smsDate' | 'pushDate'> }) {
  const translate = useTranslate();
  const dates = [
    ['Email', campaign.emailDate],
    ['Sms', campaign.smsDate],
    ['Push', campaign.pushDate],
  ].filter(([, d]) => d);
  if (!dates.length) return <Typography variant="body2" color="text.secondary">–</Typography>;
  return (
    <>
      {dates.map(([medium, date]) => (
        <Typography key={medium} variant="body2" component="div">
          {translate(`enums.venueCampaigns.mediaType.${medium}`)}: {formatDate(date)}
        </Typography>
      ))}
    </>
  );
}

/** One status group of the venue's campaigns, searched by title and paged by ten, as the API pages it. */
export function CampaignTable({ venueId, group }: { venueId: string; group: StatusGroup }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), 300);
  const query = useQuery({
    queryKey: keys.page(venueId, group, page, term),
    queryFn: () => venueCampaignsApi.paginated({ venueId, page, pageSize: PAGE_SIZE, statuses: [...STATUS_GROUPS[group]], searchTerm: term || undefined }),
    placeholderData: keepPreviousData,
    staleTime: LIST_STALE_TIME,
  });

  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={translate(common('labels.search'))}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <CampaignsExport venueId={venueId} group={group} term={term} disabled={!query.data?.totalItems} />
      </Stack>
      <QueryView query={query} isEmpty={(d) => d.totalItems === 0} emptyText={translate(term ? common('states.noMatch') : text(`empty.${group}`))}>
        {(data) => (
          <TableContainer>
            <Table size="small" aria-label={translate(text(`groups.${group}`))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.venueCampaigns.fields.title')}</TableCell>
                  <TableCell>{translate(common('labels.status'))}</TableCell>
                  <TableCell>{translate(text('list.master'))}</TableCell>
                  <TableCell>{translate(text('list.sendDates'))}</TableCell>
                  <TableCell>{translate(common('labels.updated'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((c) => (
                  <TableRow key={c.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={c.id}>
                        {c.title}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <StatusChip enumKey={STATUS_ENUM} value={c.status} />
                    </TableCell>
                    <TableCell>{c.masterName ?? translate(text('list.own'))}</TableCell>
                    <TableCell>
                      <SendDates campaign={c} />
                    </TableCell>
                    <TableCell>{formatDateTime(c.updatedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePager count={data.totalItems} page={data.page - 1} onPage={(next) => setPage(next + 1)} size={data.pageSize} />
          </TableContainer>
        )}
      </QueryView>
    </>
  );
}
