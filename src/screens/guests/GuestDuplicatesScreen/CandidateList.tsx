import CompareIcon from '@mui/icons-material/CompareArrows';
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { guestDuplicatesApi } from '@generated/client/api/guestDuplicates';
import type { CountryCode } from '@generated/shared/shell';
import { errorStatus } from '@/data/httpErrors';
import type { DuplicateCandidate, DuplicateGuest } from '@/shared/guests/guestDuplicates';
import { guestName } from '@/shared/guests/guestName';
import type { LocaleCode } from '@/shared/locales';
import { ScrollTable } from '../ScrollTable';
import { TablePager } from '@/app/widgets/TablePager';
import { CandidatesExport } from './CandidatesExport';
import { reasonsInWords } from './reasons';
import { duplicatesKey } from './RunPanel';
import { text } from './texts';

const SIZE = 25;
const MIN_SCORES = [0, 60, 70, 80, 90];

/** A guest of a pair: the name, and the email and phone that tell the two apart. */
function GuestCell({ guest, noName }: { guest: DuplicateGuest; noName: string }) {
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{guestName(guest) ?? noName}</Typography>
      <Typography variant="caption" color="text.secondary">
        {[guest.email, guest.phone, guest.birthDate].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/** The country's candidate pairs, best score first, from the lowest score chosen; each opens side by side. */
export function CandidateList({ country, onOpen }: { country: CountryCode; onOpen: (pair: DuplicateCandidate) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [minScore, setMinScore] = useState(0);
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: [...duplicatesKey(country), 'list', minScore, page],
    queryFn: () => guestDuplicatesApi.list({ country, minScore, top: SIZE, skip: page * SIZE }),
    placeholderData: keepPreviousData,
  });
  const noName = translate(text('list.noName'));
  const countryName = translate(`countries.${country}`);

  let body;
  if (list.isError) {
    const forbidden = errorStatus(list.error) === 403;
    body = <Alert severity={forbidden ? 'warning' : 'error'}>{forbidden ? translate(text('forbidden'), { country: countryName }) : translate(list.error.message, { _: list.error.message })}</Alert>;
  } else if (list.data && !list.data.items.length) body = <Typography role="status">{translate(text('list.none'))}</Typography>;
  else if (list.data) {
    body = (
      <Box>
        <ScrollTable
          caption={translate(text('list.caption'))}
          head={
            <>
              <TableCell>{translate(text('list.score'))}</TableCell>
              <TableCell>{translate(text('list.guests'))}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(text('list.why'))}</TableCell>
              <TableCell />
            </>
          }
        >
          {list.data.items.map((pair) => {
            const why = reasonsInWords(pair.reasons, translate, locale as LocaleCode);
            return (
              <TableRow key={pair.id}>
                <TableCell>
                  <Chip size="small" label={pair.score} color={pair.score >= 90 ? 'error' : pair.score >= 70 ? 'warning' : 'default'} />
                </TableCell>
                <TableCell>
                  <Stack spacing={1}>
                    <GuestCell guest={pair.guest} noName={noName} />
                    <GuestCell guest={pair.other} noName={noName} />
                    <Typography variant="caption" sx={{ display: { md: 'none' } }}>
                      {why}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{why}</TableCell>
                <TableCell align="right">
                  <Button size="small" startIcon={<CompareIcon />} onClick={() => onOpen(pair)} aria-label={translate(text('list.open'), { name: guestName(pair.guest) ?? noName })}>
                    {translate(text('pair.title'))}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </ScrollTable>
        <TablePager
          count={list.data.total}
          page={page}
          onPage={setPage}
          size={SIZE}
          rowsLabel={translate(text('list.rows'))}
        />
      </Box>
    );
  }

  return (
    <Card component="section" aria-labelledby="duplicate-pairs-title">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3" id="duplicate-pairs-title">
              {translate(text('list.title'))}
            </Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                label={translate(text('list.minScore'))}
                value={minScore}
                onChange={(e) => {
                  setMinScore(Number(e.target.value));
                  setPage(0);
                }}
                sx={{ minWidth: 180 }}
              >
                {MIN_SCORES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s ? `≥ ${s}` : translate(text('list.any'))}
                  </MenuItem>
                ))}
              </TextField>
              <CandidatesExport country={country} minScore={minScore} disabled={!list.data?.total || list.isError} />
            </Stack>
          </Stack>
          {body}
        </Stack>
      </CardContent>
    </Card>
  );
}
