import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { guestProfilesApi } from '@generated/client/api/guestProfiles';
import { useCanWrite } from '@/app/access/useCanWrite';
import { text } from './texts';

/** Whether the signed-in user may anonymise the guests of the venue: head office only (see docs/permissions.md). */
export function useMayAnonymizeVenue(venueId: string | null): boolean {
  return useCanWrite('guestProfiles.anonymizeVenue', { venueId });
}

const nfc = (s: string) => s.normalize('NFC').trim();

function AnonymizeVenueDialog({ venueId, onClose }: { venueId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const preview = useQuery({ queryKey: ['anonymizeVenuePreview', venueId], queryFn: () => guestProfilesApi.anonymizeVenuePreview({ venueId }), staleTime: 0, gcTime: 0 });
  const run = useMutation({
    mutationFn: () => guestProfilesApi.anonymizeVenue({ venueId }),
    onSuccess: (result) => {
      // The search shows the venue's guests anonymised at once; profiles open later load afresh.
      void client.invalidateQueries({ queryKey: ['guestSearch'] });
      client.removeQueries({ queryKey: ['guest'] });
      notify(text('anonymizeVenue.done'), { type: 'success', messageArgs: { count: result.anonymized.toLocaleString('da-DK'), venue: preview.data?.venueName ?? venueId } });
      onClose();
    },
  });
  const venue = preview.data?.venueName ?? '';
  const count = preview.data?.guests ?? 0;
  const matches = Boolean(venue) && nfc(typed) === nfc(venue);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (matches && count > 0 && !run.isPending) run.mutate();
  };

  return (
    <Dialog open onClose={run.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(text('anonymizeVenue.title'), { venue: venue || venueId })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {preview.isPending && <Typography role="status">{translate(text('anonymizeVenue.counting'))}</Typography>}
            {preview.isError && <Alert severity="error">{translate(preview.error.message, { _: preview.error.message })}</Alert>}
            {preview.isSuccess && (
              <>
                <Alert severity={count > 0 ? 'warning' : 'info'} role="status">
                  {count > 0
                    ? translate(text('anonymizeVenue.affected'), { smart_count: count, count: count.toLocaleString('da-DK'), venue })
                    : translate(text('anonymizeVenue.none'), { venue })}
                </Alert>
                {count > 0 && (
                  <>
                    <DialogContentText>{translate(text('anonymizeVenue.explain'))}</DialogContentText>
                    <DialogContentText>{translate(text('anonymizeVenue.typeName'), { venue })}</DialogContentText>
                    <TextField
                      label={translate(text('anonymizeVenue.typeLabel'))}
                      value={typed}
                      onChange={(e) => setTyped(e.target.value)}
                      onBlur={() => setTouched(true)}
                      autoFocus
                      autoComplete="off"
                      error={touched && Boolean(typed) && !matches}
                      helperText={touched && Boolean(typed) && !matches ? translate(text('anonymizeVenue.mismatch')) : ' '}
                      slotProps={{ htmlInput: { maxLength: 200, spellCheck: false } }}
                    />
                  </>
                )}
              </>
            )}
            {run.isError && <Alert severity="error">{translate(run.error.message, { _: run.error.message })}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={run.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          {count > 0 && (
            <Button type="submit" variant="contained" color="error" disabled={!matches || run.isPending}>
              {translate(text('anonymizeVenue.confirm'), { count: count.toLocaleString('da-DK') })}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The venue mode's "Anonymise all guests of this venue", shown only to users holding the permission at the venue. */
export function AnonymizeVenueAction({ venueId }: { venueId: string | null }) {
  const translate = useTranslate();
  const allowed = useMayAnonymizeVenue(venueId);
  const [open, setOpen] = useState(false);
  if (!allowed || !venueId) return null;
  return (
    <>
      <Button variant="outlined" color="error" size="small" startIcon={<DeleteSweepIcon />} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        {translate(text('anonymizeVenue.action'))}
      </Button>
      {open && <AnonymizeVenueDialog key={venueId} venueId={venueId} onClose={() => setOpen(false)} />}
    </>
  );
}
