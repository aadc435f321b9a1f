import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ActionCard } from '@/app/widgets/ActionCard';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { QueryError } from '@/app/widgets/QueryView';
import { text } from './texts';

interface SectionCardProps<T> {
  title: string;
  subheader?: ReactNode;
  query: UseQueryResult<T, Error>;
  /** Whether the loaded section has nothing in it yet. */
  isEmpty: (data: T) => boolean;
  emptyText: string;
  /**
   * Given when the user may edit: the Edit button's accessible name and the form that replaces the view. The form
   * starts from the data as it was when Edit was pressed (its version goes with the save); reloading replaces that
   * data with the stored section, and the form keeps what was typed.
   */
  edit?: { label: string; form: (data: T, close: () => void, reload: () => Promise<unknown>) => ReactNode };
  children: (data: T) => ReactNode;
}

/** A card of one section with its own loading, error and empty states, and a view that an Edit button turns into a form. */
export function SectionCard<T>({ title, subheader, query, isEmpty, emptyText, edit, children }: SectionCardProps<T>) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<{ from: T } | null>(null);
  const close = () => setEditing(null);
  const reload = async () => {
    const { data } = await query.refetch({ throwOnError: true });
    if (data !== undefined) setEditing({ from: data });
  };

  let body: ReactNode;
  // An open form stays whatever happens to the query behind it: a failed reload must not take what was typed away.
  if (editing && edit) body = edit.form(editing.from, close, reload);
  else if (query.isPending) body = <LoadingScreen />;
  else if (query.isError) body = <QueryError query={query} retryLabel={translate(text('actions.retry'))} />; else {
    body = (
      <>
        {isEmpty(query.data) ? <Typography color="text.secondary">{emptyText}</Typography> : children(query.data)}
        {edit && (
          <Box sx={{ mt: 2 }}>
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing({ from: query.data })} aria-label={edit.label}>
              {translate('ra.action.edit')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  // Refreshing while a form is open would not change the form, only confuse: the action is offered in view mode only.
  return (
    <ActionCard title={title} subheader={subheader} onRefresh={editing ? undefined : () => query.refetch()}>
      {body}
    </ActionCard>
  );
}
