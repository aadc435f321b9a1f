import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { formatDateTime } from '@/shared/format';
import { QueryView } from '../CrmCommon/QueryView';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common } from '../CrmCommon/texts';
import { CampaignActions } from './CampaignActions';
import { CampaignHistory } from './CampaignHistory';
import { CampaignPreviewView } from './CampaignPreviewView';
import { CampaignStatisticsView } from './CampaignStatisticsView';
import { ContentForm } from './ContentForm';
import { keys } from './keys';
import { TestMessages } from './TestMessages';
import { STATUS_ENUM, text } from './texts';
import type { CampaignDetail } from './types';

const TABS = ['content', 'preview', 'statistics', 'tests', 'history'] as const;
type TabId = (typeof TABS)[number];

function Detail({ campaign }: { campaign: CampaignDetail }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabId>('content');
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h2">
          {campaign.title}
        </Typography>
        <StatusChip enumKey={STATUS_ENUM} value={campaign.status} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {campaign.venueName} · {campaign.masterName ? translate(text('detail.fromMaster'), { name: campaign.masterName }) : translate(text('list.own'))}
      </Typography>
      {campaign.status === 'Rejected' && campaign.rejectedComment && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(text('detail.rejected'), { comment: campaign.rejectedComment })}
        </Alert>
      )}
      {campaign.status === 'SubmittedForApproval' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(text('detail.submitted'), { date: formatDateTime(campaign.submittedAt) })}
          {campaign.submitComment ? ` “${campaign.submitComment}”` : ''}
        </Alert>
      )}
      <CampaignActions campaign={campaign} />
      <Tabs value={tab} onChange={(_e, next: TabId) => setTab(next)} sx={{ borderBottom: 1, borderColor: 'divider', mt: 2 }} aria-label={translate(text('detail.tabs'))}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(text(`tabs.${t}`))} />
        ))}
      </Tabs>
      <Box sx={{ pt: 2 }} role="tabpanel">
        {tab === 'content' && <ContentForm key={campaign.version} campaign={campaign} />}
        {tab === 'preview' && <CampaignPreviewView id={campaign.id} version={campaign.version} />}
        {tab === 'statistics' && <CampaignStatisticsView id={campaign.id} />}
        {tab === 'tests' && <TestMessages id={campaign.id} />}
        {tab === 'history' && <CampaignHistory history={campaign.history ?? []} />}
      </Box>
    </Box>
  );
}

/** One venue campaign: its actions by status, content, preview, numbers, test messages and history. */
export function CampaignDetailPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: keys.one(id), queryFn: () => venueCampaignsApi.getOne({ id }) });
  return (
    <Box>
      <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate(common('actions.back'))}
      </Button>
      <QueryView query={query}>{(campaign) => <Detail campaign={campaign} />}</QueryView>
    </Box>
  );
}
