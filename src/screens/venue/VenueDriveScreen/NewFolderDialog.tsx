import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { text } from './texts';

/** Asks for a folder name; a refused name (a duplicate, a slash) keeps the dialog open with the server's reason. */
export function NewFolderDialog({ directory, create, onClose }: { directory: string; create: (name: string) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  return (
    <FormDialog title={translate(text('newFolder.title'), { path: directory })} submitLabel={translate(text('newFolder.create'))} maxWidth="xs" canSubmit={Boolean(name.trim())} submit={() => create(name.trim())} onClose={onClose}>
      <TextField autoFocus fullWidth required label={translate(text('newFolder.name'))} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
    </FormDialog>
  );
}
