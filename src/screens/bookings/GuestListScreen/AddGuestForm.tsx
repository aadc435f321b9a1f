import { Alert, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { guestListItemsApi } from '@generated/client/api/guestListItems';
import { errorMessage, fieldErrors } from '@/data/httpErrors';
import { text } from './texts';
import { OutlinedSection } from '@/app/widgets/OutlinedSection';

const EMPTY = { fullName: '', guestCount: '1', phoneNumber: '', email: '', note: '', requested: false };

/** Adds a name to the night's guest list (Approved and Not arrived unless it needs approval). */
export function AddGuestForm({ venueId, night, onAdded }: { venueId: string; night: string; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<typeof EMPTY>) => setV((x) => ({ ...x, ...patch }));
  const submit = async () => {
    const found: Record<string, string> = {};
    if (!v.fullName.trim()) found.fullName = translate(text('add.required'));
    if (!(Number(v.guestCount) >= 1)) found.guestCount = translate(text('add.atLeastOne'));
    setErrors(found);
    setError(null);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await guestListItemsApi.create({
        body: {
          venueDetailsId: venueId,
          date: night,
          fullName: v.fullName.trim(),
          guestCount: Number(v.guestCount),
          phoneNumber: v.phoneNumber.trim() || null,
          email: v.email.trim() || null,
          note: v.note.trim() || null,
          requestState: v.requested ? 10 : 0,
          arrivalState: 0,
        },
      });
      notify(text('add.added'), { type: 'success', messageArgs: { name: v.fullName.trim() } });
      setV(EMPTY);
      onAdded();
    } catch (failure) {
      setError(errorMessage(failure));
      setErrors(fieldErrors(failure) ?? {});
    } finally {
      setSaving(false);
    }
  };
  return (
    <OutlinedSection title={translate(text('add.title'))} component="h3">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Stack component="form" noValidate spacing={1.5} onSubmit={(e) => (e.preventDefault(), submit())}>
        <TextField size="small" required label={translate(text('add.fullName'))} value={v.fullName} onChange={(e) => set({ fullName: e.target.value })} error={Boolean(errors.fullName)} helperText={errors.fullName} />
        <TextField size="small" type="number" label={translate(text('add.guestCount'))} value={v.guestCount} onChange={(e) => set({ guestCount: e.target.value })} error={Boolean(errors.guestCount)} helperText={errors.guestCount} slotProps={{ htmlInput: { min: 1, max: 500 } }} />
        <TextField size="small" type="tel" label={translate(text('add.phone'))} value={v.phoneNumber} onChange={(e) => set({ phoneNumber: e.target.value })} error={Boolean(errors.phoneNumber)} helperText={errors.phoneNumber} />
        <TextField size="small" type="email" label={translate(text('add.email'))} value={v.email} onChange={(e) => set({ email: e.target.value })} error={Boolean(errors.email)} helperText={errors.email} />
        <TextField size="small" label={translate(text('add.note'))} value={v.note} onChange={(e) => set({ note: e.target.value })} />
        <FormControlLabel control={<Checkbox checked={v.requested} onChange={(e) => set({ requested: e.target.checked })} />} label={translate(text('add.requested'))} />
        <Button type="submit" variant="contained" disabled={saving}>
          {translate(text('add.submit'))}
        </Button>
      </Stack>
    </OutlinedSection>
  );
}
