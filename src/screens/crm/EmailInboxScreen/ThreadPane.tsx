import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RichTextInput } from '@/app/inputs';
import { required, SelectInput, useNotify, useTranslate } from 'react-admin';
import { emailConversationsApi } from '@generated/client/api/emailConversations';
import { useCanWrite } from '@/app/access/useCanWrite';
import { EMAIL_HUB, inboxKey, type EmailConversation, type MailFolder } from '@/app/inbox/useInboxFeed';
import { formatDateTime } from '@/shared/format';
import { SingleRecordForm } from '../ComplianceScreen/SingleRecordForm';
import { ConversationControls } from '../InboxCommon/ConversationControls';
import { text } from './texts';
import { saveBlob } from '@/app/export/saveBlob';

/** An email thread: its head (status, assignee, topics, guest), its messages with attachments, and the reply. */
export function ThreadPane({ thread, folder }: { thread: EmailConversation; folder: MailFolder }) {
  const translate = useTranslate();
  const notify = useNotify();
  const listKey = inboxKey(EMAIL_HUB, folder);
  const client = useQueryClient();
  // Answering a thread needs the inbox's write permission at its venue.
  const mayAnswer = useCanWrite('emailConversations.reply', { venueId: thread.venueId });
  const answering = mayAnswer && folder === 'inbox' && Boolean(thread.isOpen);
  // Which address the reply goes out from (the mailbox or an alias) and the signature the server adds to it.
  const options = useQuery({ queryKey: ['emailReplyOptions', thread.id], queryFn: () => emailConversationsApi.replyOptions({ conversationId: thread.id }), enabled: answering });
  // The reply shows at once from the answer (the push then adds nothing twice); a refusal stays in the form.
  const reply = useMutation({
    mutationFn: ({ html, from }: { html: string; from?: string }) => emailConversationsApi.reply({ body: { conversationId: thread.id, html, from } }),
    onSuccess: ({ message }) => {
      client.setQueriesData<EmailConversation[]>({ queryKey: listKey }, (list) =>
        list?.map((c) => (c.id === thread.id && !c.messages?.some((m) => m.id === message.id) ? { ...c, messages: [...(c.messages ?? []), message] } : c)),
      );
      notify(text('sent'), { type: 'success' });
    },
  });
  const download = async (messageId: string, fileName: string) => {
    try {
      const blob = (await emailConversationsApi.downloadAttachment({ body: { venueMail: thread.syncEmail!, messageId, fileName } })) as Blob;
      saveBlob(blob, fileName);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <ConversationControls
        conversation={thread}
        title={thread.subject ?? thread.contactEmail ?? ''}
        resource="emailConversations"
        hub={EMAIL_HUB.name}
        listKey={listKey}
        calls={emailConversationsApi}
        statusLabel={(isOpen) => translate(text(isOpen ? 'close' : 'reopen'))}
        allowStatus={folder === 'inbox'}
      />
      {(thread.messages ?? []).map((m) => (
        <Box key={m.id} sx={{ overflowWrap: 'anywhere' }}>
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
      {answering && (
        <SingleRecordForm
          key={`${thread.messages?.length ?? 0}-${options.data?.from[0] ?? ''}`}
          record={{ html: '', from: options.data?.from[0] ?? '' }}
          onSave={(v) => reply.mutateAsync({ html: String(v.html ?? ''), from: v.from ? String(v.from) : undefined })}
          mayEdit
          submitButton={{ label: text('send'), icon: <SendIcon /> }}
        >
          {options.data && <SelectInput source="from" label={text('from')} choices={options.data.from.map((a) => ({ id: a, name: a }))} validate={required()} sx={{ minWidth: { sm: 280 } }} />}
          <RichTextInput source="html" label={text('reply')} fullWidth />
          {options.data?.signature && (
            <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              <Typography variant="caption">{translate(text('signature'))}</Typography>
              {/* Signatures are sanitised by the server when they are saved. */}
              <Box sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: options.data.signature }} />
            </Box>
          )}
        </SingleRecordForm>
      )}
    </Stack>
  );
}
