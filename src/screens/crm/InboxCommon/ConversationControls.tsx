import { Button, Stack, Typography } from '@mui/material';
import type { WriteEndpoint } from '@generated/client/writePermissions';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useSession } from '@/app/session/SessionProvider';
import { AssigneeControl } from './AssigneeControl';
import { useConversationChange, type ConversationCalls } from './conversationCalls';
import { GuestControl } from './GuestControl';
import { TopicsControl } from './TopicsControl';
import { useSessionVenue } from '@/app/session/useSessionVenue';

export interface ControlledConversation {
  id: string;
  venueId: string | null;
  assignee?: string | null;
  isOpen?: boolean | null;
  topics?: readonly string[] | null;
  guestId?: string | null;
}

interface ConversationControlsProps {
  conversation: ControlledConversation;
  title: string;
  resource: 'messengerConversations' | 'emailConversations';
  hub: string;
  listKey: readonly unknown[];
  calls: ConversationCalls;
  /** Labels of the status button: close an open conversation, reopen a closed one. */
  statusLabel: (isOpen: boolean) => string;
  /** Whether the conversation can be closed and reopened here (not a thread in spam). */
  allowStatus?: boolean;
}

/** The head of a conversation: its title, close or reopen, assignee, topics and linked guest (spec 001 §2). */
export function ConversationControls({ conversation: c, title, resource, hub, listKey, calls, statusLabel, allowStatus = true }: ConversationControlsProps) {
  const { me } = useSession();
  const venueId = c.venueId ?? '';
  // Every change needs the inbox's write permission at the conversation's venue; the server checks it again.
  const mayStatus = useCanWrite(`${resource}.setStatus` as WriteEndpoint, { venueId });
  const mayAssign = useCanWrite(`${resource}.setAssignee` as WriteEndpoint, { venueId });
  const mayTopic = useCanWrite(`${resource}.setTopic` as WriteEndpoint, { venueId });
  const mayGuest = useCanWrite(`${resource}.attachGuest` as WriteEndpoint, { venueId });
  const change = useConversationChange(listKey);
  const conversationId = c.id;
  const country = (useSessionVenue(venueId).venue?.country ?? null) as 'dk' | 'no' | 'fi' | 'uk' | null;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {mayStatus && allowStatus && (
          <Button variant="outlined" size="small" onClick={() => void change(() => calls.setStatus({ body: { conversationId, status: c.isOpen ? 'CLOSED' : 'OPEN' } }))}>
            {statusLabel(Boolean(c.isOpen))}
          </Button>
        )}
      </Stack>
      <AssigneeControl
        hub={hub}
        venueId={venueId}
        assignee={c.assignee ?? null}
        me={me?.id ?? null}
        mayChange={mayAssign}
        assignees={(v) => calls.assignees({ venueId: v })}
        onAssign={(assignee) => change(() => calls.setAssignee({ body: { conversationId, assignee } }))}
      />
      <TopicsControl topics={c.topics ?? []} mayChange={mayTopic} onChange={(topic, remove) => change(() => calls.setTopic({ body: { conversationId, topic, remove } }))} />
      <GuestControl
        guestId={c.guestId ?? null}
        country={country}
        mayChange={mayGuest}
        onAttach={(guestId) => change(() => calls.attachGuest({ body: { conversationId, guestId } }))}
        onDetach={() => change(() => calls.detachGuest({ body: { conversationId } }))}
      />
    </Stack>
  );
}
