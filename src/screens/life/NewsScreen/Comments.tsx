import { Box, Button, Divider, LinearProgress, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { newsCommentsApi } from '@generated/client/api/newsComments';
import { formatDateTime } from '@/shared/format';

const t = (key: string) => `screens.NewsScreen.${key}`;

/** An article's comments, oldest first, and a box to add one (plain text; the server removes markup). */
export function Comments({ articleId }: { articleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const comments = useQuery({ queryKey: ['news', 'comments', articleId], queryFn: () => newsCommentsApi.listForArticle({ id: articleId }) });
  const [content, setContent] = useState('');
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    try {
      await newsCommentsApi.add({ articleId, body: { content } });
      setContent('');
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
        <TextField size="small" fullWidth multiline label={translate(t('comment.label'))} value={content} onChange={(e) => setContent(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        <Button variant="contained" onClick={send} disabled={!content.trim() || pending}>
          {translate(t('comment.send'))}
        </Button>
      </Stack>
    </Box>
  );
}
