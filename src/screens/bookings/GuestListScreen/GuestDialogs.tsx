import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { guestListItemsApi } from '@generated/client/api/guestListItems';
import { errorStatus } from '@/data/httpErrors';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { InvalidFields } from '@/app/widgets/dialogs/useSubmission';
import { ArrivalsDialog, type Arrival } from '../../shared/BookingKit/ArrivalsDialog';
import { text } from './texts';

export type GuestItem = Awaited<ReturnType<typeof guestListItemsApi.getList>>[number];

/** Checks guests in, all or some (PATCH .../arrived/{n} with a note), and corrects earlier arrivals. */
export function CheckInDialog({ item, timeZone, onChanged, onClose }: { item: GuestItem; timeZone: string; onChanged: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const [current, setCurrent] = useState<{ guestCount?: number | null; arrivals?: unknown }>(item);
  const arrivals = (current.arrivals ?? []) as Arrival[];
  const arrived = arrivals.reduce((s, a) => s + (a.numberOfGuests ?? 0), 0);
  const apply = (next: { guestCount?: number | null; arrivals?: unknown }) => {
    setCurrent(next);
    onChanged();
  };
  const texts = {
    title: translate(text('checkIn.title'), { name: item.fullName }),
    summary: translate(text('list.arrivedOf'), { arrived, total: current.guestCount ?? 1 }),
    count: translate(text('checkIn.count')),
    note: translate(text('checkIn.note')),
    register: translate(text('checkIn.register')),
    registered: text('checkIn.done'),
    earlier: translate(text('checkIn.earlier')),
    arrivedThen: translate(text('checkIn.arrivedThen')),
    update: translate(text('checkIn.save')),
  };
  return (
    <ArrivalsDialog
      texts={texts}
      arrivals={arrivals}
      expected={(item.guestCount ?? 1) - arrived}
      timeZone={timeZone}
      register={async (count, note) => apply(await guestListItemsApi.arrived({ id: item.id, numberOfGuests: count, body: { note } }))}
      update={async (arrivalId, count, note) => apply(await guestListItemsApi.updateArrived({ id: item.id, arrivalId, body: { numPeopleArrived: count, note } }))}
      onClose={onClose}
    />
  );
}

/** Rejects a guest at the door with a reason (PATCH guest-list-items/{id} with the rejection note). */
export function RejectDialog({ item, onDone, onClose }: { item: GuestItem; onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const submit = async () => {
    if (!note.trim()) throw new InvalidFields({ note: translate(text('reject.required')) });
    await guestListItemsApi.setArrivalState({ id: item.id, body: { arrivalState: 20, rejectionNote: note.trim() } });
    onDone();
  };
  return (
    <FormDialog title={translate(text('reject.title'), { name: item.fullName })} submitLabel={translate(text('reject.submit'))} maxWidth="xs" submit={submit} onClose={onClose}>
      {(errors) => <TextField fullWidth size="small" label={translate(text('reject.note'))} value={note} onChange={(e) => setNote(e.target.value)} error={Boolean(errors.note)} helperText={errors.note} autoFocus />}
    </FormDialog>
  );
}

/** Edits an entry with its version (PUT guest-list-items/{id}). */
export function EditGuestDialog({ item, onDone, onClose }: { item: GuestItem; onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const [v, setV] = useState({ fullName: item.fullName ?? '', guestCount: String(item.guestCount ?? 1), phoneNumber: item.phoneNumber ?? '', email: item.email ?? '', note: item.note ?? '' });
  const submit = async () => {
    try {
      await guestListItemsApi.update({
        id: item.id,
        body: {
          venueDetailsId: item.venueDetailsId,
          date: item.date,
          fullName: v.fullName,
          guestCount: Number(v.guestCount),
          phoneNumber: v.phoneNumber || null,
          email: v.email || null,
          note: v.note || null,
          rejectionNote: item.rejectionNote ?? null,
          requestState: item.requestState,
          arrivalState: item.arrivalState,
          guestProfileId: item.guestProfileId ?? null,
          type: item.type ?? 0,
          version: item.version,
        },
      });
    } catch (failure) {
      // Someone saved the entry since it was opened: say so in the screen's words rather than the server's.
      if (errorStatus(failure) === 409) throw new Error(translate(text('edit.conflict')));
      throw failure;
    }
    onDone();
  };
  return (
    <FormDialog title={translate(text('edit.title'))} submit={submit} onClose={onClose}>
      {(errors) => {
        const field = (key: keyof typeof v, label: string, type = 'text') => (
          <TextField size="small" type={type} label={label} value={v[key]} onChange={(e) => setV((x) => ({ ...x, [key]: e.target.value }))} error={Boolean(errors[key])} helperText={errors[key]} />
        );
        return (
          <>
            {field('fullName', translate(text('add.fullName')))}
            {field('guestCount', translate(text('add.guestCount')), 'number')}
            {field('phoneNumber', translate(text('add.phone')), 'tel')}
            {field('email', translate(text('add.email')), 'email')}
            {field('note', translate(text('add.note')))}
          </>
        );
      }}
    </FormDialog>
  );
}
