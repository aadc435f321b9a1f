import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { InputDialog } from '../CrmCommon/InputDialog';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { common } from '../CrmCommon/texts';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { keys } from './keys';
import { MediaDateDialog } from './MediaDateDialog';
import { text } from './texts';
import type { CampaignDetail } from './types';

/** A workflow step on the campaign: reloads every campaign list and view; its dialog shows a failure. */
function useCampaignAction<I>(fn: (input: I) => Promise<unknown>, success?: Parameters<typeof text>[0]) {
  return useCrmMutation({ mutationFn: fn, invalidate: [keys.all], success: success ? text(success) : undefined, notifyErrors: false });
}

type Dialog = 'submit' | 'retract' | 'approve' | 'reject' | 'reset' | 'template' | 'date' | 'delete' | 'deleteByHq' | null;

/** The buttons of what the campaign's status allows the user (the server says which), each with its dialog. */
export function CampaignActions({ campaign }: { campaign: CampaignDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const ref = { venueCampaignId: campaign.id, version: campaign.version };
  const allowed = (a: string) => campaign.allowedActions.includes(a);
  const submit = useCampaignAction((comment: string) => venueCampaignsApi.submitForApproval({ body: { ...ref, comment: comment || null } }), 'done.submitted');
  const retract = useCampaignAction(() => venueCampaignsApi.retractSubmission({ body: ref }), 'done.retracted');
  const approve = useCampaignAction((comment: string) => venueCampaignsApi.approve({ body: { ...ref, comment: comment || null } }), 'done.approved');
  const reject = useCampaignAction((comment: string) => venueCampaignsApi.reject({ body: { ...ref, rejectedComment: comment } }), 'done.rejected');
  const reset = useCampaignAction(() => venueCampaignsApi.resetFromMaster({ body: ref }), 'done.reset');
  const remove = useCampaignAction((byHQ: boolean) => venueCampaignsApi.delete({ id: campaign.id, byHQ }));
  const test = useCrmMutation({
    mutationFn: (channel: 'Email' | 'Sms') => (channel === 'Email' ? venueCampaignsApi.sendTestEmail({ body: ref }) : venueCampaignsApi.sendTestSms({ body: ref })),
    invalidate: [keys.outbox(campaign.id)],
  });

  const sendTest = async (channel: 'Email' | 'Sms') => {
    const sent = await test.mutateAsync(channel).catch(() => null);
    if (sent) notify(text('done.testSent'), { type: 'success', messageArgs: { recipient: sent.recipient } });
  };
  const deleted = (result: unknown) => {
    const gone = Boolean(result && typeof result === 'object' && 'deleted' in result);
    notify(text(gone ? 'done.deleted' : 'done.archived'), { type: 'success' });
    if (gone) navigate('..', { relative: 'path' });
  };

  const button = (action: string, dialogId: Dialog | (() => void), variant: 'contained' | 'outlined' | 'text' = 'outlined', color?: 'error' | 'success') =>
    allowed(action) && (
      <Button key={action} variant={variant} color={color} onClick={() => (typeof dialogId === 'function' ? dialogId() : setDialog(dialogId))} disabled={test.isPending && action.startsWith('sendTest')}>
        {translate(text(`actions.${action}` as never))}
      </Button>
    );

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="toolbar" aria-label={translate(text('detail.actions'))}>
        {button('submitForApproval', 'submit', 'contained')}
        {button('approve', 'approve', 'contained', 'success')}
        {button('reject', 'reject', 'outlined', 'error')}
        {button('retractSubmission', 'retract')}
        {button('applyEmailTemplate', 'template')}
        {button('changeMediaDate', 'date')}
        {button('resetFromMaster', 'reset')}
        {button('sendTestEmail', () => void sendTest('Email'), 'text')}
        {button('sendTestSms', () => void sendTest('Sms'), 'text')}
        {button('delete', 'delete', 'text', 'error')}
        {button('deleteByHq', 'deleteByHq', 'text', 'error')}
      </Stack>
      {dialog === 'submit' && (
        <InputDialog title={translate(text('dialogs.submitTitle'))} text={translate(text('dialogs.submitText'))} label={translate(text('dialogs.comment'))} field="comment" confirmLabel={translate(text('actions.submitForApproval'))} onConfirm={submit.mutateAsync} onClose={close} />
      )}
      {dialog === 'approve' && (
        <InputDialog title={translate(text('dialogs.approveTitle'), { title: campaign.title, venue: campaign.venueName })} label={translate(text('dialogs.comment'))} field="comment" confirmLabel={translate(text('actions.approve'))} onConfirm={approve.mutateAsync} onClose={close} />
      )}
      {dialog === 'reject' && (
        <InputDialog
          title={translate(text('dialogs.rejectTitle'), { title: campaign.title, venue: campaign.venueName })}
          text={translate(text('dialogs.rejectText'))}
          label={translate(text('dialogs.rejectedComment'))}
          field="rejectedComment"
          required
          confirmLabel={translate(text('actions.reject'))}
          onConfirm={reject.mutateAsync}
          onClose={close}
        />
      )}
      {dialog === 'retract' && <ConfirmDialog title={translate(text('dialogs.retractTitle'))} confirmLabel={translate(text('actions.retractSubmission'))} onConfirm={() => retract.mutateAsync(undefined)} onClose={close}>{translate(text('dialogs.retractText'))}</ConfirmDialog>}
      {dialog === 'reset' && <ConfirmDialog title={translate(text('dialogs.resetTitle'))} confirmLabel={translate(text('actions.resetFromMaster'))} destructive onConfirm={() => reset.mutateAsync(undefined)} onClose={close}>{translate(text('dialogs.resetText'))}</ConfirmDialog>}
      {dialog === 'template' && <ApplyTemplateDialog campaign={campaign} onClose={close} />}
      {dialog === 'date' && <MediaDateDialog campaign={campaign} onClose={close} />}
      {(dialog === 'delete' || dialog === 'deleteByHq') && (
        <ConfirmDialog
          title={translate(common('confirm.deleteTitle'), { name: campaign.title })}
          confirmLabel={translate(text(`actions.${dialog}`))}
          destructive
          onConfirm={async () => deleted(await remove.mutateAsync(dialog === 'deleteByHq'))}
          onClose={close}
        >
          {translate(text(dialog === 'deleteByHq' ? 'dialogs.deleteByHqText' : campaign.masterId ? 'dialogs.archiveText' : 'dialogs.deleteText'))}
        </ConfirmDialog>
      )}
    </>
  );
}
