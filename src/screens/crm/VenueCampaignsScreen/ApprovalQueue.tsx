import { Box, Button, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { formatDateTime } from '@/shared/format';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { InputDialog } from '../CrmCommon/InputDialog';
import { QueryView } from '../CrmCommon/QueryView';
import { LIST_STALE_TIME } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { SendDates } from './CampaignTable';
import { keys } from './keys';
import { QueueExport } from './QueueExport';
import { text } from './texts';
import type { CampaignSummary } from './types';
import { useCanWrite } from '@/app/access/useCanWrite';

type Decision = { kind: 'approve' | 'reject'; campaign: CampaignSummary } | null;

/** Head office's queue: campaigns of every venue waiting for approval, the longest waiting first, approved or rejected here. */
export function ApprovalQueue() {
  const translate = useTranslate();
  const query = useQuery({ queryKey: keys.queue, queryFn: () => venueCampaignsApi.forHqApproval({}), staleTime: LIST_STALE_TIME });
  const [decision, setDecision] = useState<Decision>(null);
  const mayDecide = useCanWrite('venueCampaigns.approve', 'global');
  const approve = useCrmMutation({
    mutationFn: (input: { campaign: CampaignSummary; comment: string }) => venueCampaignsApi.approve({ body: { venueCampaignId: input.campaign.id, version: input.campaign.version, comment: input.comment || null } }),
    invalidate: [keys.all],
    success: text('done.approved'),
    notifyErrors: false,
  });
  const reject = useCrmMutation({
    mutationFn: (input: { campaign: CampaignSummary; comment: string }) => venueCampaignsApi.reject({ body: { venueCampaignId: input.campaign.id, version: input.campaign.version, rejectedComment: input.comment } }),
    invalidate: [keys.all],
    success: text('done.rejected'),
    notifyErrors: false,
  });

  const columns: Column<CampaignSummary>[] = [
    {
      label: translate('resources.venueCampaigns.fields.title'),
      render: (c) => (
        <Link component={RouterLink} to={c.id}>
          {c.title}
        </Link>
      ),
    },
    { label: translate('resources.venueCampaigns.fields.venueId'), render: (c) => c.venueName },
    { label: translate(text('queue.submitted')), render: (c) => formatDateTime(c.submittedAt) },
    { label: translate(text('list.sendDates')), render: (c) => <SendDates campaign={c} /> },
    { label: translate('resources.venueCampaigns.fields.submitComment'), render: (c) => c.submitComment ?? '' },
  ];

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <QueueExport campaigns={query.data} />
      </Box>
      <QueryView query={query} isEmpty={(d) => d.length === 0} emptyText={translate(text('queue.empty'))}>
        {(list) => (
          <RecordTable
            caption={translate(text('queue.tab'))}
            columns={columns}
            rows={list}
            actions={(c) =>
              mayDecide && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="contained" color="success" onClick={() => setDecision({ kind: 'approve', campaign: c })} aria-label={`${translate(text('actions.approve'))}: ${c.title}, ${c.venueName}`}>
                    {translate(text('actions.approve'))}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDecision({ kind: 'reject', campaign: c })} aria-label={`${translate(text('actions.reject'))}: ${c.title}, ${c.venueName}`}>
                    {translate(text('actions.reject'))}
                  </Button>
                </Stack>
              )
            }
          />
        )}
      </QueryView>
      {decision?.kind === 'approve' && (
        <InputDialog
          title={translate(text('dialogs.approveTitle'), { title: decision.campaign.title, venue: decision.campaign.venueName })}
          label={translate(text('dialogs.comment'))}
          field="comment"
          confirmLabel={translate(text('actions.approve'))}
          onConfirm={(comment) => approve.mutateAsync({ campaign: decision.campaign, comment })}
          onClose={() => setDecision(null)}
        />
      )}
      {decision?.kind === 'reject' && (
        <InputDialog
          title={translate(text('dialogs.rejectTitle'), { title: decision.campaign.title, venue: decision.campaign.venueName })}
          text={translate(text('dialogs.rejectText'))}
          label={translate(text('dialogs.rejectedComment'))}
          field="rejectedComment"
          required
          confirmLabel={translate(text('actions.reject'))}
          onConfirm={(comment) => reject.mutateAsync({ campaign: decision.campaign, comment })}
          onClose={() => setDecision(null)}
        />
      )}
    </>
  );
}
