import { Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { activationPlanCommentsApi } from '@generated/client/api/activationPlanComments';
import { getRequestContext } from '@/data/requestContext';
import { formatDateTime } from '@/shared/format';
import { clock } from '@/shared/clock';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { MentionTextField, pickedUserIds } from '@/app/widgets/mentions/MentionTextField';
import type { MentionItem } from '@/app/widgets/mentions/useMentionSearch';
import { MonthSelect, QueryState, RowActions, useMonthName } from './shared';
import { text } from './texts';

type Comment = Awaited<ReturnType<typeof activationPlanCommentsApi.getByVenue>>[number];

/** Comments on the months of the plan; anyone adds one, its author changes it. */
export function CommentsTab({ venueId, year, mayEdit, initialMonth, timeZone }: { venueId: string; year: number; mayEdit: boolean; initialMonth?: number | null; timeZone: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const monthName = useMonthName();
  const client = useQueryClient();
  const me = getRequestContext().userId;
  const [month, setMonth] = useState(initialMonth ?? clock.now().getMonth() + 1);
  const [content, setContent] = useState('');
  const [picked, setPicked] = useState<MentionItem[]>([]);
  const [pending, setPending] = useState(false);
  const [editing, setEditing] = useState<Comment | null>(null);
  const [edited, setEdited] = useState('');
  const [pickedInEdit, setPickedInEdit] = useState<MentionItem[]>([]);
  const comments = useQuery({ queryKey: ['activationPlan', venueId, 'comments', year], queryFn: () => activationPlanCommentsApi.getByVenue({ venueId, year }) });
  const reload = () => client.invalidateQueries({ queryKey: ['activationPlan', venueId] });
  const add = async () => {
    setPending(true);
    try {
      await activationPlanCommentsApi.create({ body: { venueId, year, month, content, mentions: pickedUserIds(picked) } });
      setContent('');
      setPicked([]);
      notify(text('done.saved'), { type: 'success' });
      await reload();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Box>
      {mayEdit && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <MonthSelect value={month} onChange={setMonth} />
            <MentionTextField
              id="activation-plan-comment"
              size="small"
              fullWidth
              label={translate(text('fields.comment'))}
              placeholder={translate(text('comments.placeholder'))}
              helperText={translate('app.mention.hint')}
              value={content}
              onChange={setContent}
              onMention={(item) => setPicked((before) => [...before, item])}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Button variant="contained" onClick={add} disabled={!content.trim() || pending} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {translate(text('actions.comment'))}
            </Button>
          </Stack>
        </Paper>
      )}
      <Paper variant="outlined">
        <QueryState query={comments} isEmpty={(d) => !d.length}>
          {(data) => (
            <List aria-label={translate(text('tabs.comments'))}>
              {data.map((c) => (
                <ListItem key={c.id} divider secondaryAction={mayEdit && c.createdBy === me ? <RowActions name={c.content.slice(0, 30)} onEdit={() => (setEditing(c), setEdited(c.content), setPickedInEdit([]))} /> : undefined}>
                  <ListItemText
                    primary={
                      <>
                        <Typography component="span" variant="overline" sx={{ mr: 1 }}>
                          {monthName(c.month)}
                        </Typography>
                        {c.content}
                      </>
                    }
                    secondary={translate(text('comments.by'), { name: c.authorName ?? '—', date: formatDateTime(c.createdAt, timeZone) })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </Paper>
      {editing && (
        <FormDialog
          title={translate(text('dialogs.editComment'))}
          canSubmit={Boolean(edited.trim())}
          submit={async () => {
            await activationPlanCommentsApi.update({ body: { id: editing.id, version: editing.version, venueId, year: editing.year, month: editing.month, content: edited, mentions: [...(editing.mentions ?? []), ...pickedUserIds(pickedInEdit)] } });
            notify(text('done.saved'), { type: 'success' });
            await reload();
          }}
          onClose={() => setEditing(null)}
        >
          <MentionTextField
            id="activation-plan-comment-edit"
            autoFocus
            minRows={3}
            label={translate(text('fields.comment'))}
            helperText={translate('app.mention.hint')}
            value={edited}
            onChange={setEdited}
            onMention={(item) => setPickedInEdit((before) => [...before, item])}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </FormDialog>
      )}
    </Box>
  );
}
