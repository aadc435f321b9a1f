import PublishIcon from '@mui/icons-material/Publish';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, HttpError, SaveButton, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MultilingualTextInput } from '@/app/inputs';
import { PartsEditor } from './PartsEditor';
import { QuestionsEditor } from './QuestionsEditor';
import { text } from './texts';
import type { ListValues, ListVersion, QuestionKind } from './types';
import { useDrawnCount } from './useDrawnCount';
import { OutlinedSection } from '@/app/widgets/OutlinedSection';

interface ListFormProps {
  list: ListVersion;
  save: (values: ListValues) => Promise<unknown>;
  onPublish: (unsaved: ListValues | null) => void;
  onNewQuestion: (kind: QuestionKind, unsaved: ListValues | null) => void;
  onReload: () => void;
  busy: boolean;
}

function Toolbar({ onPublish, busy }: { onPublish: ListFormProps['onPublish']; busy: boolean }) {
  const translate = useTranslate();
  const { formState, getValues } = useFormContext<ListValues>();
  return (
    <Box sx={{ position: 'sticky', bottom: 0, zIndex: 2, py: 1.5, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <SaveButton label={text('actions.save')} />
        <Button variant="outlined" color="success" startIcon={<PublishIcon />} disabled={busy} onClick={() => onPublish(formState.isDirty ? getValues() : null)}>
          {translate(text('actions.publish'))}
        </Button>
        {formState.isDirty && (
          <Typography variant="body2" color="text.secondary">
            {translate(text('states.unsaved'))}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The editor of a draft: title, description, categories, areas and questions in one form, saved whole with its
 * version (PUT /Lists/Save). The form starts again from the server's answer after each save, publish or new question.
 */
export function ListForm({ list, save, onPublish, onNewQuestion, onReload, busy }: ListFormProps) {
  const translate = useTranslate();
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  // Held here, outside the form that starts again after each save, so that only the first drawing is spread out.
  const drawn = useDrawnCount(list.questions?.length ?? 0);

  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await save(values as unknown as ListValues);
      return undefined;
    } catch (failure) {
      const stale = failure instanceof HttpError && failure.status === 409;
      setError({ message: (failure as Error).message, stale });
      return failure instanceof HttpError ? (failure.body?.errors as Record<string, string> | undefined) : undefined;
    }
  };

  return (
    <Form key={list.version} record={list} onSubmit={submit}>
      <Stack spacing={2}>
        {error && (
          <Alert
            severity={error.stale ? 'warning' : 'error'}
            action={error.stale ? <Button color="inherit" size="small" onClick={onReload}>{translate(text('actions.reload'))}</Button> : undefined}
          >
            {error.stale ? `${error.message} ${translate(text('states.stale'))}` : error.message}
          </Alert>
        )}
        <OutlinedSection title={translate(text('sections.general'))} component="h2" variant="h6">
          <MultilingualTextInput source="title" label={text('fields.title')} required />
          <MultilingualTextInput source="description" label={text('fields.description')} multiline helperText={false} />
        </OutlinedSection>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
          <OutlinedSection title={translate(text('sections.categories'))} component="h2" variant="h6">
            <PartsEditor name="categories" />
          </OutlinedSection>
          <OutlinedSection title={translate(text('sections.areas'))} component="h2" variant="h6">
            <PartsEditor name="areas" />
          </OutlinedSection>
        </Box>
        <OutlinedSection title={translate(text('sections.questions'))} component="h2" variant="h6">
          <QuestionsEditor onNewQuestion={onNewQuestion} busy={busy} drawn={drawn} />
        </OutlinedSection>
        <Toolbar onPublish={onPublish} busy={busy} />
      </Stack>
    </Form>
  );
}
