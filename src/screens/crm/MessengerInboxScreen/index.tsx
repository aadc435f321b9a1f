import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { messengerConversationsApi } from '@generated/client/api/messengerConversations';
import { useSession } from '@/app/session/SessionProvider';
import { formatDateTime } from '@/shared/format';
import { InboxLayout } from '../_parts/InboxLayout';
import { QueryBoundary } from '../_parts/QueryBoundary';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

const KEY = ['messengerConversations'];
type Conversation = Awaited<ReturnType<typeof messengerConversationsApi.getList>>[number];

function ConversationView({ conversation }: { conversation: Conversation }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [reply, setReply] = useState('');
  const reload = () => client.invalidateQueries({ queryKey: KEY });
  // Answering and closing a conversation needs the inbox's write permission at its venue.
  const mayAnswer = useCanWrite('messengerConversations.send', { venueId: conversation.venueId });
  const send = useMutation({
    mutationFn: () => messengerConversationsApi.send({ body: { conversationId: conversation.id, text: reply } }),
    onSuccess: () => {
      setReply('');
      notify(text('sent'), { type: 'success' });
      return reload();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const status = useMutation({
    mutationFn: (next: string) => messengerConversationsApi.setStatus({ body: { conversationId: conversation.id, status: next } }),
    onSuccess: reload,
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {conversation.contactName ?? translate(text('unnamed'))}
        </Typography>
        {mayAnswer && (
          <Button onClick={() => status.mutate(conversation.isOpen ? 'CLOSED' : 'OPEN')} disabled={status.isPending}>
            {translate(text(conversation.isOpen ? 'close' : 'reopen'))}
          </Button>
        )}
      </Stack>
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(conversation.messages ?? []).map((m) => (
          <Box
            component="li"
            key={m.id}
            sx={{
              alignSelf: m.isSystemMessage ? 'center' : m.fromGuest ? 'flex-start' : 'flex-end',
              maxWidth: '80%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: m.isSystemMessage ? 'transparent' : m.fromGuest ? 'action.hover' : 'primary.main',
              color: m.isSystemMessage ? 'text.secondary' : m.fromGuest ? 'text.primary' : 'primary.contrastText',
            }}
          >
            <Typography variant={m.isSystemMessage ? 'caption' : 'body2'}>{m.text}</Typography>
            <Typography variant="caption" sx={{ opacity: 0.7, display: 'block' }}>
              {[m.isSystemMessage ? translate(text('system')) : m.senderName, formatDateTime(m.sentAt)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        ))}
      </Stack>
      {mayAnswer && conversation.isOpen && (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (reply.trim()) send.mutate();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField label={translate(text('reply'))} value={reply} onChange={(e) => setReply(e.target.value)} multiline minRows={2} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <Button type="submit" variant="contained" disabled={send.isPending || !reply.trim()}>
            {translate(text('send'))}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The messenger inbox (route /crm/engage/messenger) as a simple list; live updates come with the full inbox. */
export default function MessengerInboxScreen() {
  const translate = useTranslate();
  const { venues } = useSession();
  const [params, setParams] = useSearchParams();
  const query = useQuery({ queryKey: KEY, queryFn: () => messengerConversationsApi.getList() });
  const venueName = (id: string | null) => venues.find((v) => v.venueId === id)?.name ?? id ?? '';
  return (
    <Stack spacing={2}>
      <Alert severity="info">{translate(text('intro'))}</Alert>
      <QueryBoundary query={query} empty={{ when: (d) => d.length === 0, text: translate(text('empty')) }}>
        {(conversations) => {
          const selected = conversations.find((c) => c.id === params.get('c')) ?? null;
          return (
            <InboxLayout
              listLabel={translate(text('list'))}
              items={conversations.map((c) => ({
                id: c.id,
                title: c.contactName ?? translate(text('unnamed')),
                preview: c.messages?.filter((m) => !m.isSystemMessage).at(-1)?.text ?? '',
                venue: venueName(c.venueId),
                when: formatDateTime(c.lastMessageAt),
                open: Boolean(c.isOpen),
                unread: c.unreadCount ?? 0,
              }))}
              selectedId={selected?.id ?? null}
              onSelect={(id) => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), c: id }), { replace: true })}
              statusLabel={(open) => translate(text(open ? 'open' : 'closed'))}
              unreadLabel={(count) => translate(text('unread'), { count })}
            >
              {selected ? <ConversationView key={selected.id} conversation={selected} /> : <Typography color="text.secondary">{translate(text('pick'))}</Typography>}
            </InboxLayout>
          );
        }}
      </QueryBoundary>
    </Stack>
  );
}
