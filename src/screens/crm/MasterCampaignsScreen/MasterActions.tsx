import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { masterCampaignsApi } from '@generated/client/api/masterCampaigns';
import { masterCampaignTransition, type MasterCampaignAction } from '@/shared/crm/campaignStateMachine';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { InputDialog } from '../CrmCommon/InputDialog';
import { common } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { ApplyTemplateDialog } from '../VenueCampaignsScreen/ApplyTemplateDialog';
import { keys, text } from './texts';
import type { MasterCampaign } from './types';

type Dialog = 'activate' | 'approve' | 'retract' | 'template' | 'delete' | null;

/** Head office's actions on a master campaign, offered as its status allows (the shared state machine). */
export function MasterActions({ master }: { master: MasterCampaign }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const can = (a: MasterCampaignAction) => masterCampaignTransition(a, master.status).ok;
  const ref = { masterCampaignId: master.id, version: master.version };
  const invalidate = [keys.all, ['venueCampaigns']];

  const activate = useCrmMutation({ mutationFn: (comment: string) => masterCampaignsApi.activate({ body: { ...ref, comment: comment || null } }), invalidate, success: text('done.activated'), notifyErrors: false });
  const approve = useCrmMutation({ mutationFn: () => masterCampaignsApi.approveForSending({ body: ref }), invalidate, success: text('done.approved'), notifyErrors: false });
  const retract = useCrmMutation({ mutationFn: () => masterCampaignsApi.retractApproval({ body: ref }), invalidate, success: text('done.retracted'), notifyErrors: false });
  const duplicate = useCrmMutation({ mutationFn: () => masterCampaignsApi.duplicate({ body: { masterCampaignId: master.id } }), invalidate, success: common('done.duplicated') });
  const remove = useCrmMutation({ mutationFn: () => masterCampaignsApi.delete({ id: master.id }), invalidate, notifyErrors: false });

  const button = (action: MasterCampaignAction, label: Parameters<typeof text>[0], onClick: () => void, variant: 'contained' | 'outlined' | 'text' = 'outlined', color?: 'error' | 'success') =>
    can(action) && (
      <Button variant={variant} color={color} onClick={onClick}>
        {translate(text(label))}
      </Button>
    );

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="toolbar" aria-label={translate(text('detail.actions'))}>
        {button('activate', 'actions.activate', () => setDialog('activate'), 'contained')}
        {button('approveForSending', 'actions.approveForSending', () => setDialog('approve'), 'contained', 'success')}
        {button('retractApproval', 'actions.retractApproval', () => setDialog('retract'))}
        {button('applyEmailTemplate', 'actions.applyEmailTemplate', () => setDialog('template'))}
        {button('duplicate', 'actions.duplicate', () => void duplicate.mutateAsync(undefined).then((copy) => navigate(`../${copy.id}`, { relative: 'path' })), 'text')}
        {button('delete', 'actions.delete', () => setDialog('delete'), 'text', 'error')}
      </Stack>
      {dialog === 'activate' && (
        <InputDialog
          title={translate(text('dialogs.activateTitle'), { name: master.name })}
          text={translate(text('dialogs.activateText'), { smart_count: master.venueIds?.length ?? 0 })}
          label={translate(text('dialogs.comment'))}
          field="comment"
          confirmLabel={translate(text('actions.activate'))}
          onConfirm={activate.mutateAsync}
          onClose={close}
        />
      )}
      {dialog === 'approve' && <ConfirmDialog title={translate(text('dialogs.approveTitle'))} confirmLabel={translate(text('actions.approveForSending'))} onConfirm={() => approve.mutateAsync(undefined)} onClose={close}>{translate(text('dialogs.approveText'))}</ConfirmDialog>}
      {dialog === 'retract' && <ConfirmDialog title={translate(text('dialogs.retractTitle'))} confirmLabel={translate(text('actions.retractApproval'))} onConfirm={() => retract.mutateAsync(undefined)} onClose={close}>{translate(text('dialogs.retractText'))}</ConfirmDialog>}
      {dialog === 'template' && <ApplyTemplateDialog campaign={master} apply={(emailTemplateId) => masterCampaignsApi.applyEmailTemplate({ body: { ...ref, emailTemplateId } })} onClose={close} />}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={translate(common('confirm.deleteTitle'), { name: master.name })}
          confirmLabel={translate(text('actions.delete'))}
          destructive
          onConfirm={async () => {
            await remove.mutateAsync(undefined);
            notify(common('done.deleted'), { type: 'success' });
            navigate('..', { relative: 'path' });
          }}
          onClose={close}
        >
          {translate(text('dialogs.deleteText'))}
        </ConfirmDialog>
      )}
    </>
  );
}
