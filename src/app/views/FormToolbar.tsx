import { DeleteWithConfirmButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';

/**
 * Save, and where the resource allows it a delete that asks first and waits for the server. A record without an id
 * is not stored yet (a create page): there is nothing to delete.
 */
export function FormToolbar({ deletable }: { deletable?: boolean }) {
  const record = useRecordContext();
  const stored = record?.id !== undefined && record?.id !== null;
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable && stored && <DeleteWithConfirmButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}
