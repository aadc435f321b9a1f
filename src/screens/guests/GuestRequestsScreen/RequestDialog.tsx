import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { guestRequestsApi } from '@generated/client/api/guestRequests';
import type { CountryCode } from '@generated/shared/shell';
import { enumLabelKey } from '@/app/enums';
import { useSession } from '@/app/session/SessionProvider';
import { errorStatus, fieldErrors } from '@/data/httpErrors';
import { formatDate } from '@/shared/format';
import { dueDate, GUEST_REQUEST_TRANSITIONS, GUEST_REQUEST_TYPES, todayIn, type GuestRequestStatus, type GuestRequestType } from '@/shared/guests/guestRequests';
import { clock } from '@/shared/clock';
import { GuestPicker, type PickedGuest } from './GuestPicker';
import { text } from './texts';
import { requestsKey, type GuestRequest } from './useGuestRequests';
import { DatePickerField } from '@/app/inputs/dates';

interface RequestDialogProps {
  country: CountryCode;
  /** The request to change; none: a new one. */
  request?: GuestRequest;
  /** The guest a new request is for, when it is registered from the profile. */
  guest?: PickedGuest | null;
  onClose: () => void;
}

const statusLabel = (translate: (k: string) => string, s: GuestRequestStatus) => translate(enumLabelKey('guestRequests.guestRequestStatus', s)).toLowerCase();

/** Registers a request (guest, kind, received day) or changes one: status along the allowed moves, handler, notes. */
export function RequestDialog({ country, request, guest: prefilled, onClose }: RequestDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { me } = useSession();
  const [guest, setGuest] = useState<PickedGuest | null>(request ? { id: request.guestId, name: request.guestName ?? request.guestId } : (prefilled ?? null));
  const [type, setType] = useState<GuestRequestType>(request?.type ?? 'Access');
  const [receivedOn, setReceivedOn] = useState(request?.receivedOn ?? todayIn(country, clock.now()));
  const [status, setStatus] = useState<GuestRequestStatus>(request?.status ?? 'Open');
  const [refusalReason, setRefusalReason] = useState(request?.refusalReason ?? '');
  const [handledBy, setHandledBy] = useState(request?.handledBy ?? '');
  const [notes, setNotes] = useState(request?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const from = request?.status ?? 'Open';
  const statuses = request ? [from, ...GUEST_REQUEST_TRANSITIONS[from]] : (['Open'] as GuestRequestStatus[]);
  const handlers = [...new Map([...(me ? [[me.id, translate(text('form.handledByMe'), { name: me.name ?? me.id })] as const] : []), ...(request?.handledBy ? [[request.handledBy, request.handledByName ?? request.handledBy] as const] : [])]).entries()];

  const save = useMutation({
    mutationFn: () => {
      const common = { type, receivedOn, handledBy: handledBy || null, notes: notes || null };
      return request
        ? guestRequestsApi.update({ body: { id: request.id, version: request.version, ...common, status, refusalReason: status === 'Refused' ? refusalReason : null } })
        : guestRequestsApi.create({ body: { guestId: guest?.id ?? '', country, ...common } });
    },
    onSuccess: (saved) => {
      notify(request ? text('form.saved') : text('form.created'), { type: 'success', messageArgs: { date: formatDate(saved.dueOn) } });
      void client.invalidateQueries({ queryKey: requestsKey });
      onClose();
    },
    onError: (error: Error) => {
      const fields = fieldErrors(error) ?? {};
      const field = (error as { body?: { field?: string } }).body?.field;
      if (errorStatus(error) === 409) {
        setFailure(/cannot become/.test(error.message) ? translate(text('errors.transition'), { from: statusLabel(translate, from), to: statusLabel(translate, status) }) : translate(text('errors.stale')));
      } else if (field === 'body.refusalReason') setErrors({ refusalReason: translate(text('errors.refusalReason')) });
      else if (field === 'body.receivedOn') setErrors({ receivedOn: translate(text('errors.receivedOn')) });
      else if (field === 'body.guestId') setErrors({ guest: error.message });
      else if (Object.keys(fields).length) setErrors(fields);
      else setFailure(translate(error.message, { _: error.message }));
    },
  });
  const refusing = status === 'Refused';
  const missingReason = refusing && !refusalReason.trim();

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="guest-request-title">
      <DialogTitle id="guest-request-title">{request ? translate(text('form.editTitle'), { name: request.guestName ?? request.guestId }) : translate(text('form.createTitle'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {request || prefilled ? (
            <TextField label={translate(text('form.guest'))} value={guest?.name ?? ''} slotProps={{ input: { readOnly: true } }} />
          ) : (
            <GuestPicker country={country} value={guest} onChange={setGuest} error={errors.guest} />
          )}
          <TextField select required label={translate(text('filters.type'))} value={type} onChange={(e) => setType(e.target.value as GuestRequestType)}>
            {GUEST_REQUEST_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {translate(enumLabelKey('guestRequests.guestRequestType', t))}
              </MenuItem>
            ))}
          </TextField>
          <DatePickerField
            required
            label={translate('resources.guestRequests.fields.receivedOn')}
            value={receivedOn}
            onChange={(value) => setReceivedOn(value)}
            error={Boolean(errors.receivedOn)}
            helperText={errors.receivedOn ?? (receivedOn ? translate(text('form.dueNote'), { date: formatDate(dueDate(receivedOn, country)) }) : undefined)}
          />
          {request && (
            <TextField select label={translate(text('filters.status'))} value={status} onChange={(e) => setStatus(e.target.value as GuestRequestStatus)} disabled={statuses.length === 1} helperText={statuses.length === 1 ? translate(text('form.final'), { status: statusLabel(translate, from) }) : undefined}>
              {statuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(enumLabelKey('guestRequests.guestRequestStatus', s))}
                </MenuItem>
              ))}
            </TextField>
          )}
          {refusing && (
            <TextField required multiline minRows={2} label={translate('resources.guestRequests.fields.refusalReason')} value={refusalReason} onChange={(e) => setRefusalReason(e.target.value)} error={Boolean(errors.refusalReason)} helperText={errors.refusalReason ?? translate(text('form.refusalHelp'))} />
          )}
          <TextField select label={translate('resources.guestRequests.fields.handledBy')} value={handledBy} onChange={(e) => setHandledBy(e.target.value)}>
            <MenuItem value="">{translate(text('form.handledByNone'))}</MenuItem>
            {handlers.map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField multiline minRows={3} label={translate('resources.guestRequests.fields.notes')} value={notes} onChange={(e) => setNotes(e.target.value)} slotProps={{ htmlInput: { maxLength: 4000 } }} />
          {request && (
            <Typography variant="body2" color="text.secondary">
              {translate(text('list.due'), { date: formatDate(request.dueOn) })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(text('form.cancel'))}</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending || !guest || missingReason}>
          {translate(text('form.save'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
