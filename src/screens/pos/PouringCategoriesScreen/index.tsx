import { Alert, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { assignedStockProductsApi } from '@generated/client/api/assignedStockProducts';
import { pouringCategoriesApi } from '@generated/client/api/pouringCategories';
import type { CountryCode } from '@generated/shared/shell';
import { useStockProducts } from '../PosShared/catalogue';
import { money, quantity } from '../PosShared/money';
import { QueryView } from '../PosShared/QueryView';
import { VenuePage } from '../PosShared/VenuePage';
import { text } from './texts';

/** Content in centilitres, for the units that are volumes. */
const centilitres = (amount: number | null | undefined, unit: string | null | undefined) => (amount ? (unit === 'l' ? amount * 100 : unit === 'cl' ? amount : null) : null);

function Categories({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const categories = useQuery({ queryKey: ['pos', 'pouringCategories', country], queryFn: () => pouringCategoriesApi.getList({ countryId: country }) });
  const assigned = useQuery({ queryKey: ['pos', 'assignedStock', venueId], queryFn: () => assignedStockProductsApi.getList({ venueId }) });
  const products = useStockProducts(country);
  return (
    <Stack spacing={2}>
      <Alert severity="info">{translate(text('help'))}</Alert>
      <QueryView query={categories}>
        {(list) =>
          !list.length ? (
            <Alert severity="info">{translate(text('empty'))}</Alert>
          ) : (
            <>
              {list.map((c) => {
                const rows = (assigned.data ?? []).filter((a) => products.byId.get(a.stockProductId ?? '')?.pouringCategoryId === c.id);
                return (
                  <Card key={c.id}>
                    <CardContent>
                      <Typography variant="h6" component="h2">
                        {c.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {translate(text('summary'), { size: quantity(c.pourSize), waste: quantity(c.wastePercentage ?? 0) })}
                      </Typography>
                      {!rows.length ? (
                        <Typography color="text.secondary">{translate(text('noProducts'))}</Typography>
                      ) : (
                        <Table size="small" aria-label={c.name}>
                          <TableHead>
                            <TableRow>
                              <TableCell>{translate('resources.stockProducts.fields.name')}</TableCell>
                              <TableCell align="right">{translate(text('content'))}</TableCell>
                              <TableCell align="right">{translate(text('pours'))}</TableCell>
                              <TableCell align="right">{translate(text('costPerPour'))}</TableCell>
                            </TableRow>
                          </TableHead>
                          <TableBody>
                            {rows.map((a) => {
                              const cl = centilitres(a.contentAmount, a.contentUnit);
                              const pours = cl ? Math.floor((cl * (1 - (c.wastePercentage ?? 0) / 100)) / c.pourSize) : null;
                              return (
                                <TableRow key={a.id}>
                                  <TableCell>{a.name}</TableCell>
                                  <TableCell align="right">{a.contentAmount ? `${quantity(a.contentAmount)} ${a.contentUnit}` : ''}</TableCell>
                                  <TableCell align="right">{pours ?? '–'}</TableCell>
                                  <TableCell align="right">{pours ? money(Math.round(a.effectiveCostPrice / pours), a.currency) : '–'}</TableCell>
                                </TableRow>
                              );
                            })}
                          </TableBody>
                        </Table>
                      )}
                    </CardContent>
                  </Card>
                );
              })}
            </>
          )
        }
      </QueryView>
    </Stack>
  );
}

/** The country's pouring categories as the venue pours them (route /vp/pim/pouring-categories). */
export default function PouringCategoriesScreen() {
  return <VenuePage>{(venueId, country) => <Categories venueId={venueId} country={country} />}</VenuePage>;
}
