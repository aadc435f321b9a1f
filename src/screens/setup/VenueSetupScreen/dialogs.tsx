import { Checkbox, Divider, FormControlLabel, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Policy, SeatingStrategy } from '@/shared/bookings/policies';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { PolicyEditor, policiesValid, StrategyEditor } from '../../shared/BookingKit/PolicyEditor';
import { kit } from '../../shared/BookingKit/texts';
import { text } from './texts';

/** Asks for one name: a new setup, a copy's name, a new section. */
export function NameDialog({ title, label, initial = '', save, onClose }: { title: string; label: string; initial?: string; save: (name: string) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const submit = () => {
    if (!name.trim()) throw new Error(`${label}: ${translate(kit('policy.errors.required'))}`);
    return save(name.trim());
  };
  return (
    <FormDialog title={title} submit={submit} onClose={onClose} maxWidth="md">
      {(errors) => <TextField size="small" autoFocus required label={label} value={name} onChange={(e) => setName(e.target.value)} error={Boolean(errors.name || errors.newName)} helperText={errors.name ?? errors.newName} />}
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
