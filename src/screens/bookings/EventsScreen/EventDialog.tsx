import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { bookingEventsApi } from '@generated/client/api/bookingEvents';
import dayjs from '@/shared/dayjs';
import { errorStatus } from '@/data/httpErrors';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { InvalidFields } from '@/app/widgets/dialogs/useSubmission';
import type { SetupTree } from '../../shared/BookingKit/queries';
import { text } from './texts';

export type BookingEvent = Awaited<ReturnType<typeof bookingEventsApi.getList>>[number];

const LOCAL = 'YYYY-MM-DDTHH:mm';

/** Saves an event: created when it has no id yet, updated (with its version) when it has one. */
export async function saveEvent(event: Parameters<typeof bookingEventsApi.create>[0]['body'] & { id?: string; version?: number }) {
  if (!event.id) return bookingEventsApi.create({ body: event });
  return bookingEventsApi.update({ id: event.id, body: event });
}

export function EventDialog({ venueId, event, setups, timeZone, defaultDate, onSaved, onClose }: { venueId: string; event?: BookingEvent; setups: SetupTree[]; timeZone: string; defaultDate: string; onSaved: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const local = (iso: string | null | undefined, fallback: string) => (iso ? dayjs(iso).tz(timeZone).format(LOCAL) : fallback);
  const [v, setV] = useState({
    eventName: event?.eventName ?? '',
    eventStart: local(event?.eventStart, `${defaultDate}T21:00`),
    eventEnd: local(event?.eventEnd, `${defaultDate}T23:59`),
    description: event?.description ?? '',
    imageLink: event?.imageLink ?? '',
    venueSetupId: event?.venueSetupId ?? '',
    venueSectionId: event?.venueSectionId ?? '',
  });
  const setup = setups.find((s) => s.id === v.venueSetupId);
  const submit = async () => {
    const found: Record<string, string> = {};
    if (!v.eventName.trim()) found.eventName = translate(text('required'));
    if (!v.eventStart) found.eventStart = translate(text('required'));
    if (!v.eventEnd) found.eventEnd = translate(text('required'));
    else if (v.eventStart && v.eventEnd <= v.eventStart) found.eventEnd = translate(text('endAfterStart'));
    if (Object.keys(found).length) throw new InvalidFields(found);
    try {
      await saveEvent({
        ...(event ? { id: event.id, version: event.version } : {}),
        venueDetailsId: venueId,
        eventName: v.eventName.trim(),
        eventStart: dayjs.tz(v.eventStart, LOCAL, timeZone).toISOString(),
        eventEnd: dayjs.tz(v.eventEnd, LOCAL, timeZone).toISOString(),
        description: v.description || null,
        imageLink: v.imageLink || null,
        venueSetupId: v.venueSetupId || null,
        venueSectionId: v.venueSectionId || null,
        type: event?.type ?? 0,
      });
    } catch (failure) {
      throw errorStatus(failure) === 409 ? new Error(translate(text('conflict'))) : failure;
    }
    onSaved();
  };
  return (
    <FormDialog title={event ? translate(text('editTitle'), { name: event.eventName }) : translate(text('createTitle'))} submit={submit} onClose={onClose}>
      {(errors) => {
        const field = (key: 'eventName' | 'eventStart' | 'eventEnd' | 'description' | 'imageLink', label: string, extra: object = {}) => (
          <TextField size="small" label={label} value={v[key]} onChange={(e) => setV({ ...v, [key]: e.target.value })} error={Boolean(errors[key])} helperText={errors[key]} {...extra} />
        );
        return (
          <>
            {field('eventName', translate(text('name')), { required: true, autoFocus: true })}
            <Stack direction="row" spacing={1}>
              {field('eventStart', translate(text('starts')), { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } })}
              {field('eventEnd', translate(text('ends')), { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } })}
            </Stack>
            {field('description', translate(text('description')), { multiline: true, minRows: 2 })}
            {field('imageLink', translate(text('image')))}
            <Stack direction="row" spacing={1}>
              <TextField select fullWidth size="small" label={translate(text('setup'))} value={v.venueSetupId} onChange={(e) => setV({ ...v, venueSetupId: e.target.value, venueSectionId: '' })} error={Boolean(errors.venueSetupId)} helperText={errors.venueSetupId}>
                <MenuItem value="">{translate(text('anySetup'))}</MenuItem>
                {setups.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select fullWidth size="small" label={translate(text('section'))} value={v.venueSectionId} onChange={(e) => setV({ ...v, venueSectionId: e.target.value })} disabled={!setup} error={Boolean(errors.venueSectionId)} helperText={errors.venueSectionId}>
                <MenuItem value="">{translate(text('anySection'))}</MenuItem>
                {(setup?.venueSections ?? []).map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </>
        );
      }}
    </FormDialog>
  );
}
