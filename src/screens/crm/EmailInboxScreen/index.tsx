import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Divider, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RichTextInput } from 'ra-input-rich-text';
import { useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { emailConversationsApi } from '@generated/client/api/emailConversations';
import { useSession } from '@/app/session/SessionProvider';
import { formatDateTime } from '@/shared/format';
import { InboxLayout } from '../_parts/InboxLayout';
import { QueryBoundary } from '../_parts/QueryBoundary';
import { SingleRecordForm } from '../ComplianceScreen/SingleRecordForm';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

const FOLDERS = ['inbox', 'spam'] as const;
type Folder = (typeof FOLDERS)[number];
type Thread = Awaited<ReturnType<typeof emailConversationsApi.getList>>[number];

function ThreadView({ thread, folder }: { thread: Thread; folder: Folder }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: ['emailConversations'] });
  // Answering and closing a thread needs the inbox's write permission at its venue.
  const mayAnswer = useCanWrite('emailConversations.reply', { venueId: thread.venueId });
  const reply = useMutation({
    mutationFn: (html: string) => emailConversationsApi.reply({ body: { conversationId: thread.id, html } }),
    onSuccess: () => {
      notify(text('sent'), { type: 'success' });
      return reload();
    },
  });
  const status = useMutation({
    mutationFn: (next: string) => emailConversationsApi.setStatus({ body: { conversationId: thread.id, status: next } }),
    onSuccess: reload,
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const download = async (messageId: string, fileName: string) => {
    try {
      const blob = (await emailConversationsApi.downloadAttachment({ body: { venueMail: thread.syncEmail!, messageId, fileName } })) as Blob;
      const url = URL.createObjectURL(blob);
      const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
      a.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {thread.subject}
        </Typography>
        {mayAnswer && folder === 'inbox' && (
          <Button onClick={() => status.mutate(thread.isOpen ? 'CLOSED' : 'OPEN')} disabled={status.isPending}>
            {translate(text(thread.isOpen ? 'close' : 'reopen'))}
          </Button>
        )}
      </Stack>
      {(thread.messages ?? []).map((m) => (
        <Box key={m.id}>
          <Typography variant="caption" color="text.secondary">
            {m.isSystemMessage ? translate(text('system')) : m.from} · {formatDateTime(m.sentAt)}
          </Typography>
          {/* Synchronised mail is sanitised by the server before it is stored. */}
          <Box sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: m.html }} />
          {(m.attachments ?? []).map((a) => (
            <Button key={a.fileName} size="small" startIcon={<AttachFileIcon />} onClick={() => void download(m.id, a.fileName)} aria-label={translate(text('attachment'), { name: a.fileName })}>
              {a.fileName}
            </Button>
          ))}
          <Divider sx={{ mt: 1 }} />
        </Box>
      ))}
      {folder === 'inbox' && !thread.isOpen && <Alert severity="info">{translate(text('closedHint'))}</Alert>}
      {mayAnswer && folder === 'inbox' && thread.isOpen && (
        <SingleRecordForm key={thread.messages?.length ?? 0} record={{ html: '' }} onSave={(v) => reply.mutateAsync(String(v.html ?? ''))} mayEdit submitButton={{ label: text('send'), icon: <SendIcon /> }}>
          <RichTextInput source="html" label={text('reply')} fullWidth />
        </SingleRecordForm>
      )}
    </Stack>
  );
}

/** The email inbox (route /crm/engage/email/{filter}: inbox or spam) as a simple list; live updates come with the full inbox. */
export default function EmailInboxScreen() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { venues } = useSession();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const folder = FOLDERS.find((f) => f === params['*']);
  const query = useQuery({ queryKey: ['emailConversations', folder], queryFn: () => emailConversationsApi.getList({ folder }), enabled: Boolean(folder) });
  if (!folder) return <Navigate to="/crm/engage/email/inbox" replace />;
  const venueName = (id: string | null) => venues.find((v) => v.venueId === id)?.name ?? id ?? '';
  return (
    <Stack spacing={2}>
      <Alert severity="info">{translate(text('intro'))}</Alert>
      <Tabs value={folder} onChange={(_e, next: Folder) => navigate(`/crm/engage/email/${next}`)} aria-label={translate(text('folders'))}>
        {FOLDERS.map((f) => (
          <Tab key={f} value={f} label={translate(text(f))} />
        ))}
      </Tabs>
      <QueryBoundary query={query} empty={{ when: (d) => d.length === 0, text: translate(text('empty')) }}>
        {(threads) => {
          const selected = threads.find((t) => t.id === search.get('c')) ?? null;
          return (
            <InboxLayout
              listLabel={translate(text('list'))}
              items={threads.map((t) => ({
                id: t.id,
                title: t.subject ?? t.contactEmail ?? '',
                preview: t.contactName ?? t.contactEmail ?? '',
                venue: venueName(t.venueId),
                when: formatDateTime(t.lastMessageAt),
                open: Boolean(t.isOpen),
                unread: t.unreadCount ?? 0,
              }))}
              selectedId={selected?.id ?? null}
              onSelect={(id) => setSearch((p) => new URLSearchParams({ ...Object.fromEntries(p), c: id }), { replace: true })}
              statusLabel={(open) => translate(text(open ? 'open' : 'closed'))}
              unreadLabel={(count) => translate(text('unread'), { count })}
            >
              {selected ? <ThreadView key={selected.id} thread={selected} folder={folder} /> : <Typography color="text.secondary">{translate(text('pick'))}</Typography>}
            </InboxLayout>
          );
        }}
      </QueryBoundary>
    </Stack>
  );
}
