import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MeetingRecord } from '@generated/shared/types/meetings';
import { enumLabelKey } from '@/app/enums';
import { useSession } from '@/app/session/SessionProvider';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { text } from './texts';

const COUNTRIES = ['dk', 'no', 'fi', 'uk'] as const;

/** Copies a definition to a country and, optionally, one venue there. */
export function CopyDialog({ meeting, copy, onClose }: { meeting: MeetingRecord; copy: (body: { id: string; country: string; venueId: string | null; title: string | null }) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const { globalVenues } = useSession();
  const [country, setCountry] = useState<string>(meeting.country);
  const [venueId, setVenueId] = useState('');
  const [title, setTitle] = useState('');
  return (
    <FormDialog
      title={translate(text('copy.title'), { title: meeting.title })}
      intro={translate(text('copy.help'))}
      submitLabel={translate(text('copy.submit'))}
      submit={() => copy({ id: meeting.id, country, venueId: venueId || null, title: title.trim() || null })}
      onClose={onClose}
    >
      <TextField select label={translate(text('copy.country'))} value={country} onChange={(e) => (setCountry(e.target.value), setVenueId(''))}>
        {COUNTRIES.map((c) => (
          <MenuItem key={c} value={c}>
            {translate(enumLabelKey('shared.country', c))}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={translate(text('copy.venue'))} value={venueId} onChange={(e) => setVenueId(e.target.value)}>
        <MenuItem value="">{translate(text('allVenues'))}</MenuItem>
        {globalVenues
          .filter((v) => v.country === country)
          .map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.name}
            </MenuItem>
          ))}
      </TextField>
      <TextField label={translate(text('copy.newTitle'))} value={title} onChange={(e) => setTitle(e.target.value)} placeholder={meeting.title} slotProps={{ htmlInput: { maxLength: 120 } }} />
    </FormDialog>
  );
}
