import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Route, Routes, useSearchParams } from 'react-router';
import { FormEditorPage } from './FormEditorPage';
import { FormList } from './FormList';
import { text } from './texts';
import { VenueCheckIns } from './VenueCheckIns';

function Home() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'venues' ? 'venues' : 'forms';
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, next: string) => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), tab: next }))} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }} aria-label={translate(text('tabs.label'))}>
        <Tab value="forms" label={translate(text('tabs.forms'))} />
        <Tab value="venues" label={translate(text('tabs.venues'))} />
      </Tabs>
      <Box role="tabpanel">{tab === 'forms' ? <FormList /> : <VenueCheckIns />}</Box>
    </Box>
  );
}

/** Dynamic forms, the venues they are published at with their check-ins, and one form (route /crm/dynamicforms). */
export default function DynamicFormsScreen() {
  return (
    <Routes>
      <Route index element={<Home />} />
      <Route path=":id" element={<FormEditorPage />} />
    </Routes>
  );
}
