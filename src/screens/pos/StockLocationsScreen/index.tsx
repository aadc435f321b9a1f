import { Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useSelection } from '@/app/selection/useSelection';
import { HelpRow } from '../PosShared/HelpRow';
import { QueryView } from '../PosShared/QueryView';
import { usePosVenues } from '../PosShared/usePosVenue';
import { StockLocationsExport } from './StockLocationsExport';
import { text } from './texts';

/** Every storage and location of the country's POS venues (route /procurement/stock-locations). */
export default function StockLocationsScreen() {
  const translate = useTranslate();
  const { countryId } = useSelection();
  const venues = usePosVenues(countryId);
  return (
    <Stack spacing={2}>
      <HelpRow help={translate(text('help'))}>
        <StockLocationsExport venues={venues.data ?? []} />
      </HelpRow>
      <QueryView query={venues} empty={{ when: (list) => !list.length, text: translate(text('empty')) }}>
        {(list) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            {list.map((v) => (
              <Card key={v.venueId}>
                <CardContent>
                  <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                      {v.name}
                    </Typography>
                    <Button component={Link} to={`/procurement/poc/venues/venue-edit/${v.venueId}?countryId=${countryId}`} size="small">
                      {translate(text('setUp'), { name: v.name })}
                    </Button>
                  </Stack>
                  {!(v.storages ?? []).length ? (
                    <Typography color="text.secondary">{translate(text('noStorages'))}</Typography>
                  ) : (
                    <Table size="small" aria-label={v.name}>
                      <TableHead>
                        <TableRow>
                          <TableCell>{translate('resources.posVenues.listItems.storages.storageName')}</TableCell>
                          <TableCell>{translate(text('locations'))}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {(v.storages ?? []).map((s) => (
                          <TableRow key={s.storageId}>
                            <TableCell>{s.storageName}</TableCell>
                            <TableCell>
                              {(v.locations ?? [])
                                .filter((l) => l.storageId === s.storageId)
                                .map((l) => (
                                  <Chip key={l.locationId} size="small" label={l.name} sx={{ mr: 0.5, mb: 0.5 }} />
                                ))}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  )}
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
      </QueryView>
    </Stack>
  );
}
