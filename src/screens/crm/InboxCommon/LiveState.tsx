import SyncIcon from '@mui/icons-material/Sync';
import { Button, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reconnectHub, type LiveState as State } from '@/app/realtime/liveHub';
import { inboxText } from './texts';

const COLOR = { connecting: 'default', connected: 'success', reconnecting: 'warning', disconnected: 'error' } as const;

/** The inbox's live connection as people see it, with a way to reconnect when it is down. */
export function LiveState({ state, hub }: { state: State; hub: string }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip role="status" aria-label={`${translate(inboxText('live.label'))}: ${translate(inboxText(`live.${state}`))}`} size="small" variant="outlined" color={COLOR[state]} label={translate(inboxText(`live.${state}`))} />
      {state === 'disconnected' && (
        <Button size="small" startIcon={<SyncIcon />} onClick={() => reconnectHub(hub)}>
          {translate(inboxText('live.reconnect'))}
        </Button>
      )}
    </Stack>
  );
}
