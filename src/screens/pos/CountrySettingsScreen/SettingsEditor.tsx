import { Alert, Box, Button, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { countrySettingsApi } from '@generated/client/api/countrySettings';
import type { CountryCode } from '@generated/shared/shell';
import { errorStatus } from '@/data/httpErrors';
import { shared } from '../PosShared/texts';
import { changed, type Row, type Settings } from './draft';
import { PriceGroups, ProductCategories, SalesGroups, SimpleList, TaxGroups, TipPercentages, stockLists } from './Sections';
import { text } from './texts';
import { WasteReasons } from './WasteReasons';

export const settingsKey = (country: string) => ['pos', 'countrySettings', country];

const TABS = ['sales', 'categories', 'taxes', 'prices', 'tips', 'allergies', 'stock', 'waste'] as const;
type TabId = (typeof TABS)[number];

/** Edits a copy of the settings and saves the whole object; the server applies the same rules and answers the result. */
export function SettingsEditor({ country, saved, readOnly }: { country: CountryCode; saved: Settings; readOnly: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Settings>(saved);
  const [tab, setTab] = useState<TabId>('sales');
  const [stale, setStale] = useState(false);
  const dirty = changed(draft, saved);
  const set = (key: keyof Settings) => (rows: unknown) => setDraft((d) => ({ ...d, [key]: rows }));

  const save = useMutation({
    mutationFn: () => countrySettingsApi.update({ countryId: country, body: { ...draft, country } as never }),
    onSuccess: (answer) => {
      client.setQueryData(settingsKey(country), answer);
      setDraft(answer as unknown as Settings);
      notify(text('saved'), { type: 'success' });
      // Lists picked from in product forms come from these settings.
      return client.invalidateQueries({ queryKey: ['pos'] });
    },
    onError: (error) => {
      if (errorStatus(error) === 409 && !/cannot be removed/.test((error as Error).message)) setStale(true);
    },
  });

  const discard = async () => {
    setStale(false);
    save.reset();
    const fresh = await client.fetchQuery({ queryKey: settingsKey(country), queryFn: () => countrySettingsApi.get({ countryId: country }), staleTime: 0 });
    setDraft(fresh as unknown as Settings);
  };

  const rows = (key: keyof Settings) => (draft[key] as Row[] | null) ?? [];
  const panel: Record<TabId, () => ReactElement> = {
    sales: () => <SalesGroups rows={rows('salesProductGroups')} onChange={set('salesProductGroups')} readOnly={readOnly} />,
    categories: () => <ProductCategories rows={rows('productCategories')} onChange={set('productCategories')} readOnly={readOnly} />,
    taxes: () => <TaxGroups rows={rows('taxGroups')} onChange={set('taxGroups')} readOnly={readOnly} />,
    prices: () => <PriceGroups rows={rows('priceGroups')} onChange={set('priceGroups')} readOnly={readOnly} />,
    tips: () => <TipPercentages values={draft.tipPercentages ?? []} onChange={set('tipPercentages')} readOnly={readOnly} />,
    allergies: () => (
      <SimpleList
        list="allergies"
        idKey="allergyId"
        columns={[{ key: 'name', label: 'resources.countrySettings.listItems.allergies.name', kind: 'text' }]}
        blank={() => ({ allergyId: null, name: '' })}
        rows={rows('allergies')}
        onChange={set('allergies')}
        readOnly={readOnly}
      />
    ),
    stock: () => (
      <Stack spacing={4}>
        {stockLists.map((s) => (
          <SimpleList key={s.list} list={s.list} idKey={s.idKey} columns={s.columns} blank={s.blank} rows={rows(s.list)} onChange={set(s.list)} readOnly={readOnly} />
        ))}
      </Stack>
    ),
    waste: () => <WasteReasons country={country} readOnly={readOnly} />,
  };

  return (
    <Box>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(shared('states.readOnly'))}
        </Alert>
      )}
      <Tabs value={tab} onChange={(_e, value: TabId) => setTab(value)} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(text(`tabs.${t}`))} id={`country-settings-tab-${t}`} aria-controls={`country-settings-panel-${t}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`country-settings-panel-${tab}`} aria-labelledby={`country-settings-tab-${tab}`} sx={{ mb: 10 }}>
        {panel[tab]()}
      </Box>
      {!readOnly && (dirty || save.isError || stale) && (
        <Paper elevation={6} sx={{ position: 'sticky', bottom: 16, p: 2, mt: 2 }}>
          {save.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {stale ? translate(text('stale')) : translate(save.error.message, { _: save.error.message })}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>{dirty && translate(text('unsaved'))}</Box>
            <Button onClick={() => void discard()}>{translate(text('discard'))}</Button>
            <Button variant="contained" disabled={!dirty || save.isPending} onClick={() => save.mutate()}>
              {translate(text('save'))}
            </Button>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
