import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { masterCampaignsApi } from '@generated/client/api/masterCampaigns';
import { formatDateTime } from '@/shared/format';
import { QueryView } from '../CrmCommon/QueryView';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common } from '../CrmCommon/texts';
import { CampaignHistory } from '../VenueCampaignsScreen/CampaignHistory';
import { MasterActions } from './MasterActions';
import { MasterForm } from './MasterForm';
import { MasterStatistics } from './MasterStatistics';
import { MasterVenues } from './MasterVenues';
import { keys, MASTER_ENUM, text } from './texts';
import type { MasterCampaign } from './types';
import { useCanWrite } from '@/app/access/useCanWrite';

const TABS = ['content', 'venues', 'statistics', 'history'] as const;
type TabId = (typeof TABS)[number];

function Detail({ master }: { master: MasterCampaign }) {
  const translate = useTranslate();
  // Master campaigns are head office's: changing them needs the write permission globally.
  const hq = useCanWrite('masterCampaigns.update', 'global');
  const [tab, setTab] = useState<TabId>('content');
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h2">
          {master.name}
        </Typography>
        <StatusChip enumKey={MASTER_ENUM} value={master.status} />
      </Stack>
      {master.activatedAt && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(text('detail.activated'), { date: formatDateTime(master.activatedAt) })}
          {master.activationComment ? ` “${master.activationComment}”` : ''}
        </Typography>
      )}
      {hq ? <MasterActions master={master} /> : <Alert severity="info">{translate(text('list.readOnly'))}</Alert>}
      <Tabs value={tab} onChange={(_e, next: TabId) => setTab(next)} sx={{ borderBottom: 1, borderColor: 'divider', mt: 2 }} aria-label={translate(text('detail.tabs'))}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(text(`tabs.${t}`))} />
        ))}
      </Tabs>
      <Box sx={{ pt: 2 }} role="tabpanel">
        {tab === 'content' && <MasterForm key={master.version} master={master} editable={hq && (master.status === 'Draft' || master.status === 'Active')} />}
        {tab === 'venues' && <MasterVenues id={master.id} name={master.name} />}
        {tab === 'statistics' && <MasterStatistics id={master.id} />}
        {tab === 'history' && <CampaignHistory history={master.history ?? []} enumKey={MASTER_ENUM} />}
      </Box>
    </Box>
  );
}

export function MasterDetailPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: keys.one(id), queryFn: () => masterCampaignsApi.getOne({ id }) });
  return (
    <Box>
      <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate(common('actions.back'))}
      </Button>
      <QueryView query={query}>{(master) => <Detail master={master as MasterCampaign} />}</QueryView>
    </Box>
  );
}
