import { Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
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
          <TableContainer>
            <Table size="small" aria-label={translate(text('tabs.venues'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(common('labels.venue'))}</TableCell>
                  <TableCell>{translate(text('venues.country'))}</TableCell>
                  <TableCell>{translate(text('venues.forms'))}</TableCell>
                  <TableCell align="right">{translate(text('venues.checkIns'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {venues.map((v) => (
                  <TableRow key={v.venueId}>
                    <TableCell>{v.name}</TableCell>
                    <TableCell>{v.country ? translate(`countries.${v.country}`) : ''}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {v.forms.map((f) => (
                          <Chip key={f.id} size="small" variant={f.isActive ? 'filled' : 'outlined'} label={f.name} />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell align="right">{v.checkInsLast30Days}</TableCell>
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
