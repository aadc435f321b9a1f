import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { messengerConversationsApi } from '@generated/client/api/messengerConversations';
import { useCanWrite } from '@/app/access/useCanWrite';
import { inboxKey, MESSENGER_HUB, type MessengerConversation } from '@/app/inbox/useInboxFeed';
import { formatDateTime } from '@/shared/format';
import { ConversationControls } from '../InboxCommon/ConversationControls';
import { inboxText } from '../InboxCommon/texts';
import { text } from './texts';
import { usePendingSends, type PendingSend } from './usePendingSends';

function Bubble({ side, children }: { side: 'guest' | 'team' | 'system'; children: ReactNode }) {
  const system = side === 'system';
  return (
    <Box
      component="li"
      sx={{
        alignSelf: side === 'system' ? 'center' : side === 'guest' ? 'flex-start' : 'flex-end',
        maxWidth: '80%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        overflowWrap: 'anywhere',
        bgcolor: system ? 'transparent' : side === 'guest' ? 'action.hover' : 'primary.main',
        color: system ? 'text.secondary' : side === 'guest' ? 'text.primary' : 'primary.contrastText',
      }}
    >
      {children}
    </Box>
  );
}

function PendingBubble({ p, onRetry, onDismiss }: { p: PendingSend; onRetry: () => void; onDismiss: () => void }) {
  const translate = useTranslate();
  const stuck = p.status === 'unconfirmed' || p.status === 'failed';
  return (
    <Box component="li" sx={{ alignSelf: 'flex-end', maxWidth: '80%' }} aria-busy={!stuck}>
      <Box sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText', opacity: 0.6, overflowWrap: 'anywhere' }}>
        <Typography variant="body2">{p.text}</Typography>
        {!stuck && <Typography variant="caption">{translate(inboxText('pending.waiting'))}</Typography>}
      </Box>
      {stuck && (
        <Alert
          severity={p.status === 'failed' ? 'error' : 'warning'}
          sx={{ mt: 0.5 }}
          action={
            <Stack direction="row">
              <Button color="inherit" size="small" onClick={onRetry}>
                {translate(inboxText('pending.retry'))}
              </Button>
              <Button color="inherit" size="small" onClick={onDismiss}>
                {translate(inboxText('pending.dismiss'))}
              </Button>
            </Stack>
          }
        >
          {p.status === 'failed' ? translate(inboxText('pending.failed'), { error: translate(p.error ?? '', { _: p.error ?? '' }) }) : translate(inboxText('pending.unconfirmed'))}
        </Alert>
      )}
    </Box>
  );
}

/** A messenger conversation: its head (status, assignee, topics, guest), its messages and the reply box. */
export function ConversationPane({ conversation }: { conversation: MessengerConversation }) {
  const translate = useTranslate();
  const [reply, setReply] = useState('');
  const mayAnswer = useCanWrite('messengerConversations.send', { venueId: conversation.venueId });
  const { pending, send, retry, dismiss } = usePendingSends(conversation);
  return (
    <Stack spacing={2}>
      <ConversationControls
        conversation={conversation}
        title={conversation.contactName ?? translate(text('unnamed'))}
        resource="messengerConversations"
        hub={MESSENGER_HUB.name}
        listKey={inboxKey(MESSENGER_HUB)}
        calls={messengerConversationsApi}
        statusLabel={(isOpen) => translate(text(isOpen ? 'close' : 'reopen'))}
      />
      <Stack spacing={1} component="ol" aria-label={translate(text('messages'))} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(conversation.messages ?? []).map((m) => (
          <Bubble key={m.id} side={m.isSystemMessage ? 'system' : m.fromGuest ? 'guest' : 'team'}>
            <Typography variant={m.isSystemMessage ? 'caption' : 'body2'}>{m.text}</Typography>
            <Typography variant="caption" sx={{ opacity: 0.8, display: 'block' }}>
              {[m.isSystemMessage ? translate(text('system')) : m.senderName, formatDateTime(m.sentAt)].filter(Boolean).join(' · ')}
            </Typography>
          </Bubble>
        ))}
        {pending.map((p) => (
          <PendingBubble key={p.key} p={p} onRetry={() => void retry(p)} onDismiss={() => dismiss(p)} />
        ))}
      </Stack>
      {!conversation.isOpen && <Alert severity="info">{translate(text('closedHint'))}</Alert>}
      {mayAnswer && conversation.isOpen && (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reply.trim()) return;
            send(reply.trim());
            setReply('');
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField label={translate(text('reply'))} value={reply} onChange={(e) => setReply(e.target.value)} multiline minRows={2} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <Button type="submit" variant="contained" disabled={!reply.trim()}>
            {translate(text('send'))}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
