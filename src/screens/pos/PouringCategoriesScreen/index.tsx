import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { assignedStockProductsApi } from '@generated/client/api/assignedStockProducts';
import { pouringCategoriesApi } from '@generated/client/api/pouringCategories';
import type { CountryCode } from '@generated/shared/shell';
import { useStockProducts } from '../PosShared/catalogue';
import { money, quantity } from '../PosShared/money';
import { HelpRow } from '../PosShared/HelpRow';
import { QueryView } from '../PosShared/QueryView';
import { VenuePage } from '../PosShared/VenuePage';
import { PouringExport, type PourLine } from './PouringExport';
import { text } from './texts';

/** Content in centilitres, for the units that are volumes. */
const centilitres = (amount: number | null | undefined, unit: string | null | undefined) => (amount ? (unit === 'l' ? amount * 100 : unit === 'cl' ? amount : null) : null);

type Category = Awaited<ReturnType<typeof pouringCategoriesApi.getList>>[number];
type Assigned = Awaited<ReturnType<typeof assignedStockProductsApi.getList>>[number];

/** Whole pours a unit of the product gives in the category, after the waste allowed; none for what is not a volume. */
function poursOf(a: Assigned, c: Category): number | null {
  const cl = centilitres(a.contentAmount, a.contentUnit);
  return cl ? Math.floor((cl * (1 - (c.wastePercentage ?? 0) / 100)) / c.pourSize) : null;
}

const contentOf = (a: Assigned) => (a.contentAmount ? `${quantity(a.contentAmount)} ${a.contentUnit}` : '');

function Categories({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const categories = useQuery({ queryKey: ['pos', 'pouringCategories', country], queryFn: () => pouringCategoriesApi.getList({ countryId: country }) });
  const assigned = useQuery({ queryKey: ['pos', 'assignedStock', venueId], queryFn: () => assignedStockProductsApi.getList({ venueId }) });
  const products = useStockProducts(country);
  const rowsOf = (c: Category) => (assigned.data ?? []).filter((a) => products.byId.get(a.stockProductId ?? '')?.pouringCategoryId === c.id);
  const lines = (categories.data ?? []).flatMap((c): PourLine[] => {
    const category = { category: c.name, pourSize: c.pourSize, wastePercentage: c.wastePercentage ?? 0 };
    const rows = rowsOf(c);
    if (!rows.length) return [{ ...category, product: null, content: null, pours: null, costPerPour: null }];
    return rows.map((a) => {
      const pours = poursOf(a, c);
      return { ...category, product: a.name, content: contentOf(a), pours, costPerPour: pours ? { minor: Math.round(a.effectiveCostPrice / pours), currency: a.currency } : null };
    });
  });
  return (
    <Stack spacing={2}>
      <HelpRow help={translate(text('help'))}>
        <PouringExport lines={lines} />
      </HelpRow>
      <QueryView query={categories} empty={{ when: (list) => !list.length, text: translate(text('empty')) }}>
        {(list) => (
          <>
            {list.map((c) => {
              const rows = rowsOf(c);
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
                            const pours = poursOf(a, c);
                            return (
                              <TableRow key={a.id}>
                                <TableCell>{a.name}</TableCell>
                                <TableCell align="right">{contentOf(a)}</TableCell>
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
        )}
      </QueryView>
    </Stack>
  );
}

/** The country's pouring categories as the venue pours them (route /vp/pim/pouring-categories). */
export default function PouringCategoriesScreen() {
  return <VenuePage>{(venueId, country) => <Categories venueId={venueId} country={country} />}</VenuePage>;
}
