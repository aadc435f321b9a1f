import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { DATE_FORMAT } from '@/shared/dayjs';
import { formatDate } from '@/shared/format';
import { clock } from '@/shared/clock';
import { errorMessage, fieldErrors } from '@/data/httpErrors';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { common } from '../CrmCommon/texts';
import { keys } from './keys';
import { text } from './texts';
import type { CampaignDetail } from './types';
import { DatePickerField } from '@/app/inputs/dates';

const MEDIA = [
  ['Email', 'emailDate'],
  ['Sms', 'smsDate'],
  ['Push', 'pushDate'],
] as const;

/** Moves the send date of one medium; an approved campaign goes back to head office for approval. */
export function MediaDateDialog({ campaign, onClose }: { campaign: CampaignDetail; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [mediaType, setMediaType] = useState<'Email' | 'Sms' | 'Push'>('Email');
  const current = campaign[MEDIA.find(([m]) => m === mediaType)![1]] ?? null;
  const [date, setDate] = useState<string>(current ?? clock.moment().add(7, 'day').format(DATE_FORMAT));
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const mutation = useCrmMutation({
    mutationFn: () => venueCampaignsApi.changeMediaDate({ body: { venueCampaignId: campaign.id, version: campaign.version, date, mediaType } }),
    invalidate: [keys.all],
    success: text('done.dateChanged'),
    notifyErrors: false,
  });
  const submit = async () => {
    setError(null);
    setDateError(null);
    try {
      await mutation.mutateAsync(undefined);
      onClose();
    } catch (failure) {
      const own = fieldErrors(failure)?.date;
      if (own) setDateError(own);
      else setError(errorMessage(failure));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{translate(text('dialogs.dateTitle'))}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          {campaign.status === 'Approved' && <DialogContentText sx={{ mb: 2 }}>{translate(text('dialogs.dateApproved'))}</DialogContentText>}
          <TextField select fullWidth label={translate(text('dialogs.medium'))} value={mediaType} onChange={(e) => setMediaType(e.target.value as typeof mediaType)} sx={{ mt: 1, mb: 2 }}>
            {MEDIA.map(([m, field]) => (
              <MenuItem key={m} value={m}>
                {translate(`enums.venueCampaigns.mediaType.${m}`)}
                {campaign[field] ? ` (${formatDate(campaign[field])})` : ''}
              </MenuItem>
            ))}
          </TextField>
          <DatePickerField
            fullWidth
            required
            label={translate(text('dialogs.date'))}
            value={date}
            onChange={(value) => setDate(value)}
            error={Boolean(dateError)}
            helperText={dateError}
            min={clock.today()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(common('actions.cancel'))}</Button>
          <Button type="submit" variant="contained" disabled={!date || mutation.isPending}>
            {translate(text('actions.changeMediaDate'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
