import { Box, Button, Divider, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { newsCommentsApi } from '@generated/client/api/newsComments';
import { MentionTextField, pickedUserIds } from '@/app/widgets/mentions/MentionTextField';
import type { MentionItem } from '@/app/widgets/mentions/useMentionSearch';
import { formatDateTime } from '@/shared/format';
import { text as t } from './texts';


/**
 * An article's comments, oldest first, and a box to add one (plain text; the server removes markup). `@` and a name
 * mentions a colleague, who is notified with a link to the article.
 */
export function Comments({ articleId }: { articleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const comments = useQuery({ queryKey: ['news', 'comments', articleId], queryFn: () => newsCommentsApi.listForArticle({ id: articleId }) });
  const [content, setContent] = useState('');
  const [picked, setPicked] = useState<MentionItem[]>([]);
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    try {
      await newsCommentsApi.add({ articleId, body: { content, mentions: pickedUserIds(picked) } });
      setContent('');
      setPicked([]);
      await Promise.all([client.invalidateQueries({ queryKey: ['news', 'comments', articleId] }), client.invalidateQueries({ queryKey: ['news', 'list'] })]);
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Divider />
      {comments.isPending && <LinearProgress />}
      {comments.isError && <Typography color="error">{comments.error.message}</Typography>}
      {comments.data && !comments.data.length && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate(t('comment.none'))}
        </Typography>
      )}
      {comments.data && comments.data.length > 0 && (
        <List dense aria-label={translate(t('comments'), { smart_count: comments.data.length })}>
          {comments.data.map((c) => (
            <ListItem key={String(c.id)} disableGutters>
              <ListItemText primary={String(c.content)} secondary={translate(t('comment.by'), { name: c.userName ?? '—', date: formatDateTime(c.createdAt as string) })} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <MentionTextField
          id={`news-comment-${articleId}`}
          size="small"
          fullWidth
          label={translate(t('comment.label'))}
          helperText={translate('app.mention.hint')}
          value={content}
          onChange={setContent}
          onMention={(item) => setPicked((before) => [...before, item])}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button variant="contained" onClick={send} disabled={!content.trim() || pending}>
          {translate(t('comment.send'))}
        </Button>
      </Stack>
    </Box>
  );
}
