import { DeleteWithConfirmButton, SaveButton, Toolbar } from 'react-admin';

/** Save, and where the resource allows it a delete that asks first and waits for the server. */
export function FormToolbar({ deletable }: { deletable?: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable && <DeleteWithConfirmButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}
