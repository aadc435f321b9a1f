import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router';
import { enumLabelKey } from '@/app/enums';
import { pickText } from '@/app/inputs';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import type { LocaleCode } from '@/i18n/locales';
import { useCanEditLists } from '../ListsScreen/useCanEditLists';
import { CopyDialog } from './CopyDialog';
import { ListForm } from './ListForm';
import { ListView } from './ListView';
import { text } from './texts';
import type { ListValues, ListVersion, QuestionKind } from './types';
import { useListEditor, type ListEditor } from './useListEditor';

const STATUS_COLOR = { draft: 'info', published: 'success', archived: 'default' } as const;

function Header({ list, editor, canEdit, onCopy, busy, run }: { list: ListVersion; editor: ListEditor; canEdit: boolean; onCopy: () => void; busy: boolean; run: (work: () => Promise<unknown>) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const versions = editor.versions.data ?? [];
  const hasDraft = versions.some((v) => v.status === 'draft');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h2">
          {pickText(list.title, locale as LocaleCode)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={translate(enumLabelKey('lists.listType', list.type))} />
          <Chip size="small" variant="outlined" label={translate(enumLabelKey('shared.country', list.country))} />
          <Chip size="small" color={STATUS_COLOR[list.status]} label={translate(enumLabelKey('lists.status', list.status))} />
        </Stack>
      </Box>
      <TextField select size="small" fullWidth={false} label={translate(text('header.versions'))} value={list.id} onChange={(e) => navigate(`/life/lists/${e.target.value}`)} sx={{ minWidth: 220 }}>
        {(versions.length ? versions : [list]).map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {translate(text('header.version'), { version: v.listVersion })} · {translate(enumLabelKey('lists.status', v.status))}
          </MenuItem>
        ))}
      </TextField>
      {canEdit && list.status !== 'draft' && !hasDraft && editor.versions.isSuccess && (
        <Button variant="contained" startIcon={<AddIcon />} disabled={busy} onClick={() => run(editor.newVersion)}>
          {translate(text('actions.newVersion'))}
        </Button>
      )}
      {canEdit && (
        <Button variant="outlined" startIcon={<ContentCopyIcon />} disabled={busy} onClick={onCopy}>
          {translate(text('actions.copy'))}
        </Button>
      )}
      <Button component={Link} to="/life/lists" startIcon={<ArrowBackIcon />}>
        {translate(text('actions.back'))}
      </Button>
    </Stack>
  );
}

function Editor({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const editor = useListEditor(id);
  const list = editor.list.data;
  const canEdit = useCanEditLists(list?.country);
  const [busy, setBusy] = useState(false);
  const [copying, setCopying] = useState(false);
  const [publishing, setPublishing] = useState<{ unsaved: ListValues | null } | null>(null);

  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    work()
      .catch((failure: Error) => notify(failure.message, { type: 'error' }))
      .finally(() => setBusy(false));
  };

  if (editor.list.isPending) return <LoadingScreen text={translate(text('states.loading'))} />;
  if (editor.list.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void editor.list.refetch()}>{translate(text('actions.retry'))}</Button>}>
        {editor.list.error.message}
      </Alert>
    );
  }
  const current = list!;
  const editable = canEdit && current.status === 'draft';
  const readOnlyNote = current.status === 'published' ? 'states.readOnlyPublished' : current.status === 'archived' ? 'states.readOnlyArchived' : !canEdit ? 'states.readOnlyDraft' : null;

  return (
    <Box>
      <Header list={current} editor={editor} canEdit={canEdit} onCopy={() => setCopying(true)} busy={busy} run={run} />
      {readOnlyNote && <Alert severity="info" sx={{ mb: 2 }}>{translate(text(readOnlyNote))}</Alert>}
      {editable ? (
        <ListForm
          list={current}
          save={editor.save}
          busy={busy}
          onReload={() => void editor.reload()}
          onPublish={(unsaved) => setPublishing({ unsaved })}
          onNewQuestion={(kind: QuestionKind, unsaved) => run(() => editor.newQuestion(kind, unsaved))}
        />
      ) : (
        <ListView list={current} />
      )}
      {copying && <CopyDialog list={current} copy={editor.copy} onClose={() => setCopying(false)} />}
      {publishing && (
        <Confirm
          isOpen
          loading={busy}
          title={text('publish.title')}
          titleTranslateOptions={{ version: current.listVersion }}
          content={text('publish.content')}
          confirm={text('actions.publish')}
          onConfirm={() => {
            const { unsaved } = publishing;
            setPublishing(null);
            run(() => editor.publish(unsaved));
          }}
          onClose={() => setPublishing(null)}
        />
      )}
    </Box>
  );
}

/** One version of a list: the editor of a draft, or a read-only view (route /life/lists/{id}). */
export default function ListEditorScreen() {
  const { id } = useParams();
  if (!id) return null;
  return <Editor key={id} id={id} />;
}
