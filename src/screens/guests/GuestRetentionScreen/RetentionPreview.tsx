import PreviewIcon from '@mui/icons-material/Preview';
import { Alert, Box, Button, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { guestRetentionApi } from '@generated/client/api/guestRetention';
import type { CountryCode } from '@generated/shared/shell';
import { useSession } from '@/app/session/SessionProvider';
import { formatDate } from '@/shared/format';
import { guestName } from '@/shared/guests/guestName';
import { COUNTRY_TIME_ZONE } from '@/shared/guests/guestRetention';
import { ScrollTable } from '../ScrollTable';
import { TablePager } from '@/app/widgets/TablePager';
import { PreviewExport } from './PreviewExport';
import { text } from './texts';

const SIZE = 25;

/** Whom the schedule would anonymise now with the months given: the count and a page of guests, longest inactive first. */
export function RetentionPreview({ country, months }: { country: CountryCode; months: number }) {
  const translate = useTranslate();
  const { venues, globalVenues } = useSession();
  const names = new Map([...globalVenues.map((v) => [v.id, v.name ?? v.id] as const), ...venues.map((v) => [v.venueId, v.name] as const)]);
  const venueName = (id: string) => names.get(id) ?? id;
  const [asked, setAsked] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const preview = useQuery({
    queryKey: ['guestRetention', country, 'preview', asked, page],
    queryFn: () => guestRetentionApi.preview({ country, months: asked!, top: SIZE, skip: page * SIZE }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });
  const ask = () => {
    setAsked(months);
    setPage(0);
  };

  let result = null;
  if (asked !== null && preview.isPending) result = <Typography role="status">{translate(text('preview.counting'))}</Typography>;
  else if (preview.isError) result = <Alert severity="error">{translate(preview.error.message, { _: preview.error.message })}</Alert>;
  else if (preview.data) {
    const { total, items, cutoff } = preview.data;
    const args = { smart_count: total, count: total.toLocaleString('da-DK'), cutoff: formatDate(cutoff, COUNTRY_TIME_ZONE[country]) };
    result = (
      <Stack spacing={1}>
        <Alert severity={total ? 'warning' : 'info'} role="status">
          {translate(text(total ? 'preview.total' : 'preview.none'), args)}
        </Alert>
        {total > 0 && (
          <Box>
            <ScrollTable
              caption={translate(text('preview.caption'))}
              head={
                <>
                  <TableCell>{translate(text('preview.name'))}</TableCell>
                  <TableCell>{translate(text('preview.venue'))}</TableCell>
                  <TableCell>{translate(text('preview.lastActivity'))}</TableCell>
                </>
              }
            >
              {items.map((g) => (
                <TableRow key={g.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/crm/guest/${g.id}?countryId=${country}`}>
                      {guestName(g) ?? translate(text('preview.noName'))}
                    </Link>
                  </TableCell>
                  <TableCell>{g.venueId ? venueName(g.venueId) : ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(g.lastActivityAt, COUNTRY_TIME_ZONE[country])}</TableCell>
                </TableRow>
              ))}
            </ScrollTable>
            <TablePager
              count={total}
              page={page}
              onPage={setPage}
              size={SIZE}
              rowsLabel={translate(text('preview.rows'))}
            />
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="retention-preview-title">
      <Typography variant="h6" component="h3" id="retention-preview-title">
        {translate(text('preview.title'))}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PreviewIcon />} onClick={ask}>
          {translate(text('preview.run'), { months })}
        </Button>
        {asked !== null && <PreviewExport country={country} months={asked} venueName={venueName} disabled={!preview.data?.total || preview.isError} />}
      </Stack>
      {result}
    </Stack>
  );
}
