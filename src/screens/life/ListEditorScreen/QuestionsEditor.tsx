import AddIcon from '@mui/icons-material/Add';
import { Button, LinearProgress, ListItemText, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { enumLabelKey } from '@/app/enums';
import { QuestionCard } from './QuestionCard';
import { text } from './texts';
import { QUESTION_KIND_ENUM, QUESTION_KINDS, type ListValues, type QuestionKind } from './types';

/**
 * The questions of a draft in order, the first `drawn` of them drawn (the rest follow, see useDrawnCount); a new
 * question of a chosen kind is added by the server (POST /Lists/NewQuestion).
 */
export function QuestionsEditor({ onNewQuestion, busy, drawn }: { onNewQuestion: (kind: QuestionKind, unsaved: ListValues | null) => void; busy: boolean; drawn: number }) {
  const translate = useTranslate();
  const { control, getValues, formState } = useFormContext<ListValues>();
  const questions = useFieldArray({ control, name: 'questions', keyName: '_key' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const add = (kind: QuestionKind) => {
    setAnchor(null);
    onNewQuestion(kind, formState.isDirty ? getValues() : null);
  };

  return (
    <Stack spacing={2}>
      {!questions.fields.length && <Typography color="text.secondary">{translate(text('states.noQuestions'))}</Typography>}
      {questions.fields.slice(0, drawn).map((field, index) => (
        <QuestionCard key={field._key} index={index} count={questions.fields.length} onMove={questions.move} onRemove={questions.remove} />
      ))}
      {drawn < questions.fields.length && <LinearProgress aria-label={translate(text('states.drawingQuestions'))} />}
      <Button variant="outlined" startIcon={<AddIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate(text('actions.newQuestion'))}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {QUESTION_KINDS.map((kind) => (
          <MenuItem key={kind} onClick={() => add(kind)}>
            <ListItemText>{translate(enumLabelKey(QUESTION_KIND_ENUM, kind))}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
