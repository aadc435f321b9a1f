import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { inboxText } from './texts';

interface TopicsControlProps {
  topics: readonly string[];
  mayChange: boolean;
  onChange: (topic: string, remove: boolean) => Promise<void>;
}

/** The conversation's topics: chips, each removable, and a field to add one. */
export function TopicsControl({ topics, mayChange, onChange }: TopicsControlProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState('');
  const add = async () => {
    const topic = draft.trim();
    if (!topic) return;
    await onChange(topic, false);
    setDraft('');
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="body2" component="span">
        {translate(inboxText('topics.label'))}:
      </Typography>
      {!topics.length && (
        <Typography variant="body2" color="text.secondary" component="span">
          {translate(inboxText('topics.none'))}
        </Typography>
      )}
      {topics.map((topic) => (
        // The chip is not a button itself: its remove button stands beside it, reachable by keyboard and named.
        <Box key={topic} component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
          <Chip size="small" label={topic} />
          {mayChange && (
            <IconButton size="small" aria-label={translate(inboxText('topics.remove'), { topic })} onClick={() => void onChange(topic, true)}>
              <CloseIcon fontSize="inherit" />
            </IconButton>
          )}
        </Box>
      ))}
      {mayChange && (
        <Box component="form" onSubmit={(e) => (e.preventDefault(), void add())} sx={{ display: 'flex', alignItems: 'center' }}>
          <TextField size="small" label={translate(inboxText('topics.new'))} value={draft} onChange={(e) => setDraft(e.target.value)} slotProps={{ htmlInput: { maxLength: 40 } }} sx={{ width: 160 }} />
          <IconButton type="submit" aria-label={translate(inboxText('topics.add'))} disabled={!draft.trim()}>
            <AddIcon />
          </IconButton>
        </Box>
      )}
    </Stack>
  );
}
