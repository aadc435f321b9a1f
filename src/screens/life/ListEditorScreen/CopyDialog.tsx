import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey, enumValues } from '@/app/enums';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { text } from './texts';
import type { ListVersion } from './types';

interface CopyDialogProps {
  list: ListVersion;
  copy: (target: { country: ListVersion['country']; type: ListVersion['type'] }) => Promise<unknown>;
  onClose: () => void;
}

/** Copies a version into a new draft of a list type in a country (POST /Lists/Copy). */
export function CopyDialog({ list, copy, onClose }: CopyDialogProps) {
  const translate = useTranslate();
  const [country, setCountry] = useState(list.country);
  const [type, setType] = useState(list.type);
  return (
    <FormDialog title={translate(text('copy.title'), { version: list.listVersion })} intro={translate(text('copy.help'))} submitLabel={translate(text('copy.submit'))} maxWidth="xs" submit={() => copy({ country, type })} onClose={onClose}>
      <TextField select fullWidth label={translate(text('copy.country'))} value={country} onChange={(e) => setCountry(e.target.value as ListVersion['country'])}>
        {enumValues('shared.country').map((c) => (
          <MenuItem key={c.value} value={c.value}>
            {translate(enumLabelKey('shared.country', c.value))}
          </MenuItem>
        ))}
      </TextField>
      <TextField select fullWidth label={translate(text('copy.type'))} value={type} onChange={(e) => setType(e.target.value as ListVersion['type'])}>
        {enumValues('lists.listType').map((t) => (
          <MenuItem key={t.value} value={t.value}>
            {translate(enumLabelKey('lists.listType', t.value))}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
