import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, Divider, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Policy, SeatingStrategy } from '@/shared/bookings/policies';
import { errorMessage, fieldErrors } from '@/data/httpErrors';
import { PolicyEditor, policiesValid, StrategyEditor } from '../../shared/BookingKit/PolicyEditor';
import { kit } from '../../shared/BookingKit/texts';
import { text } from './texts';

/** Runs a save; a failure stays in the dialog with the server's message and field messages. */
export function useSaving() {
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const run = async (action: () => Promise<unknown>, onDone: () => void) => {
    setSaving(true);
    setError(null);
    try {
      await action();
      setErrors({});
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
      setErrors(fieldErrors(failure) ?? {});
    } finally {
      setSaving(false);
    }
  };
  return { error, errors, saving, run, setError };
}

export function FormDialog({ title, children, onSave, onClose, saving, error, id }: { title: string; children: ReactNode; onSave: () => void; onClose: () => void; saving: boolean; error: string | null; id: string }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Stack component="form" noValidate spacing={2} sx={{ mt: 1 }} onSubmit={(e) => (e.preventDefault(), onSave())}>
          {children}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(kit('actions.cancel'))}</Button>
        <Button variant="contained" onClick={onSave} disabled={saving}>
          {translate(kit('actions.save'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks for one name: a new setup, a copy's name, a new section. */
export function NameDialog({ title, label, initial = '', save, onClose }: { title: string; label: string; initial?: string; save: (name: string) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const { error, errors, saving, run, setError } = useSaving();
  const submit = () => {
    if (!name.trim()) return setError(`${label}: ${translate(kit('policy.errors.required'))}`);
    return run(() => save(name.trim()), onClose);
  };
  return (
    <FormDialog id="name-dialog-title" title={title} onSave={submit} onClose={onClose} saving={saving} error={error}>
      <TextField size="small" autoFocus required label={label} value={name} onChange={(e) => setName(e.target.value)} error={Boolean(errors.name || errors.newName)} helperText={errors.name ?? errors.newName} />
    </FormDialog>
  );
}

export interface RulesValues {
  venuePolicies: Policy[];
  seatingStrategies: SeatingStrategy[];
  bookingOnRequestOnly: boolean;
}

/** Policies, strategies and "on request only" of a setup, section or table. */
export function RulesFields({ value, onChange, currency, timeZone }: { value: RulesValues; onChange: (v: RulesValues) => void; currency: string; timeZone: string }) {
  const translate = useTranslate();
  return (
    <>
      <FormControlLabel control={<Checkbox checked={value.bookingOnRequestOnly} onChange={(e) => onChange({ ...value, bookingOnRequestOnly: e.target.checked })} />} label={translate(kit('policy.onRequestOnly'))} />
      <Divider />
      <PolicyEditor value={value.venuePolicies} onChange={(p) => onChange({ ...value, venuePolicies: p })} currency={currency} timeZone={timeZone} />
      <Divider />
      <StrategyEditor value={value.seatingStrategies} onChange={(s) => onChange({ ...value, seatingStrategies: s })} />
    </>
  );
}

export const rulesOf = (r: { venuePolicies?: unknown; seatingStrategies?: unknown; bookingOnRequestOnly?: boolean | null }): RulesValues => ({
  venuePolicies: (r.venuePolicies ?? []) as Policy[],
  seatingStrategies: (r.seatingStrategies ?? []) as SeatingStrategy[],
  bookingOnRequestOnly: Boolean(r.bookingOnRequestOnly),
});

export const rulesReady = (r: RulesValues) => policiesValid(r.venuePolicies);

export { text };
