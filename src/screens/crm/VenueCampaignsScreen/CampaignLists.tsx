import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { STATUS_GROUPS, type StatusGroup } from '@/shared/crm/campaignStateMachine';
import { useIsHeadOffice } from '../CrmCommon/access';
import { InputDialog } from '../CrmCommon/InputDialog';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { ApprovalQueue } from './ApprovalQueue';
import { CampaignTable } from './CampaignTable';
import { keys } from './keys';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useTabParam } from '@/app/navigation/useTabParam';

const GROUPS = Object.keys(STATUS_GROUPS) as StatusGroup[];
type TabId = StatusGroup | 'queue';

/** The four lists of a venue's campaigns and, for head office, the approval queue; the open tab is kept in the URL. */
export function CampaignLists({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const hq = useIsHeadOffice('vp.vp.venuecampaigns.view');
  // The approval queue is a tab for head office only.
  const [tab, select] = useTabParam<TabId>(hq ? [...GROUPS, 'queue'] : GROUPS, 'Draft', { history: true });
  const [creating, setCreating] = useState(false);
  const mayCreate = useCanWrite('venueCampaigns.createWithoutMaster', { venueId });
  const create = useCrmMutation({
    mutationFn: (title: string) => venueCampaignsApi.createWithoutMaster({ body: { venueId, title } }),
    invalidate: [keys.all],
    notifyErrors: false,
  });

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_e, next: TabId) => select(next)} variant="scrollable" aria-label={translate(text('list.tabs'))} sx={{ flex: 1 }}>
          {GROUPS.map((g) => (
            <Tab key={g} value={g} label={translate(text(`groups.${g}`))} />
          ))}
          {hq && <Tab value="queue" label={translate(text('queue.tab'))} />}
        </Tabs>
        {mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate(text('list.new'))}
          </Button>
        )}
      </Box>
      <Box sx={{ pt: 2 }} role="tabpanel">
        {tab === 'queue' ? <ApprovalQueue /> : <CampaignTable key={tab} venueId={venueId} group={tab} />}
      </Box>
      {creating && (
        <InputDialog
          title={translate(text('list.newTitle'))}
          text={translate(text('list.newText'))}
          label={translate('resources.venueCampaigns.fields.title')}
          field="title"
          required
          multiline={false}
          confirmLabel={translate(text('list.create'))}
          onConfirm={async (title) => {
            const created = await create.mutateAsync(title);
            navigate(created.id);
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </Box>
  );
}
