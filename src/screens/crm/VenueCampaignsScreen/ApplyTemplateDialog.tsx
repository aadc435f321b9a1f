import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItemButton, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { emailTemplatesApi } from '@generated/client/api/emailTemplates';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { errorMessage } from '@/data/httpErrors';
import { QueryView } from '../CrmCommon/QueryView';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { common } from '../CrmCommon/texts';
import { keys } from './keys';
import { text } from './texts';

interface ApplyTemplateDialogProps {
  campaign: { id: string; version: number };
  /** Applies to a master campaign instead (same dialog on the master campaign page). */
  apply?: (emailTemplateId: string) => Promise<unknown>;
  onClose: () => void;
}

/** Offers the enabled Campaign templates (specification, section 5) and copies the chosen one into the campaign. */
export function ApplyTemplateDialog({ campaign, apply, onClose }: ApplyTemplateDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const templates = useQuery({ queryKey: keys.templates, queryFn: () => emailTemplatesApi.forCampaigns({}) });
  const [error, setError] = useState<string | null>(null);
  const mutation = useCrmMutation({
    mutationFn: (emailTemplateId: string) => (apply ? apply(emailTemplateId) : venueCampaignsApi.applyEmailTemplate({ body: { venueCampaignId: campaign.id, version: campaign.version, emailTemplateId } })),
    invalidate: [keys.all, ['masterCampaigns']],
    success: text('done.templateApplied'),
    notifyErrors: false,
  });
  const pick = async (id: string) => {
    setError(null);
    try {
      await mutation.mutateAsync(id);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(text('dialogs.templateTitle'))}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate(text('dialogs.templateText'))}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(error, { _: error })}
          </Alert>
        )}
        <QueryView query={templates} isEmpty={(d) => d.length === 0} emptyText={translate(text('dialogs.noTemplates'))}>
          {(list) => (
            <List aria-label={translate(text('dialogs.templateTitle'))}>
              {list.map((t) => (
                <ListItemButton key={t.id} onClick={() => void pick(t.id)} disabled={mutation.isPending}>
                  <ListItemText primary={t.name} secondary={[t.subject, t.description].filter(Boolean).join(' · ')} />
                </ListItemButton>
              ))}
            </List>
          )}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(common('actions.cancel'))}</Button>
      </DialogActions>
    </Dialog>
  );
}
