import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { inboxText } from './texts';

interface AssigneeControlProps {
  hub: string;
  venueId: string;
  assignee: string | null;
  me: string | null;
  mayChange: boolean;
  assignees: (venueId: string) => Promise<{ id: string; name: string }[]>;
  onAssign: (userId: string | null) => Promise<void>;
}

/** Who works the conversation: a colleague who can work the venue's inbox, oneself, or nobody. */
export function AssigneeControl({ hub, venueId, assignee, me, mayChange, assignees, onAssign }: AssigneeControlProps) {
  const translate = useTranslate();
  const people = useQuery({ queryKey: ['inboxAssignees', hub, venueId], queryFn: () => assignees(venueId), staleTime: 60_000 });
  const options = people.data ?? [];
  const name = (id: string | null) => (id ? (options.find((p) => p.id === id)?.name ?? id) : translate(inboxText('assignee.none')));
  if (!mayChange) {
    return (
      <Typography variant="body2">
        {translate(inboxText('assignee.label'))}: {name(assignee)}
      </Typography>
    );
  }
  const known = !assignee || options.some((p) => p.id === assignee);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <TextField select size="small" label={translate(inboxText('assignee.label'))} value={assignee ?? ''} onChange={(e) => void onAssign(e.target.value || null)} sx={{ minWidth: 200 }}>
        <MenuItem value="">{translate(inboxText('assignee.nobody'))}</MenuItem>
        {!known && <MenuItem value={assignee!}>{name(assignee)}</MenuItem>}
        {options.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      {me && assignee !== me && options.some((p) => p.id === me) && (
        <Button size="small" onClick={() => void onAssign(me)}>
          {translate(inboxText('assignee.me'))}
        </Button>
      )}
      {assignee && (
        <Button size="small" onClick={() => void onAssign(null)}>
          {translate(inboxText('assignee.unassign'))}
        </Button>
      )}
    </Stack>
  );
}
