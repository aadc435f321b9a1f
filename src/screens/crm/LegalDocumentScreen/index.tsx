import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, FormControlLabel, Link, List, ListItem, ListItemButton, ListItemText, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { legalDocumentsApi } from '@generated/client/api/legalDocuments';
import { enumLabelKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { QueryView } from '@/app/widgets/QueryView';
import { DocumentFields } from '../ComplianceScreen/DocumentFields';
import { LEGAL_KEY } from '../ComplianceScreen/DocumentsTab';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

type UpdateBody = Parameters<typeof legalDocumentsApi.update>[0]['body'];
type Document = Awaited<ReturnType<typeof legalDocumentsApi.getOne>>;

/** The sanitised HTML of a revision (the server sanitises legal texts when they are saved). */
function RevisionText({ html }: { html: string }) {
  return <Box sx={{ '& h2': { typography: 'h6', mt: 2 }, '& p': { my: 1 } }} dangerouslySetInnerHTML={{ __html: html }} />;
}

function DocumentView({ doc, revision }: { doc: Document; revision: number | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  // Legal documents are a country's: changing one needs the permission in its country.
  const mayEdit = useCanWrite('legalDocuments.update', { country: doc.country });
  const shown = revision === null ? doc.revisions[0] : doc.revisions.find((r) => r.revision === revision);
  const reload = () => client.invalidateQueries({ queryKey: LEGAL_KEY });
  const base = { id: doc.id, version: doc.version, name: doc.name, type: doc.type, country: doc.country, language: doc.language, isEnabled: Boolean(doc.isEnabled), content: doc.revisions[0]?.content ?? '', changeNote: null };
  const update = useMutation({ mutationFn: (body: UpdateBody) => legalDocumentsApi.update({ body }), onSuccess: () => reload() });
  const remove = useMutation({
    mutationFn: () => legalDocumentsApi.delete({ id: doc.id }),
    onSuccess: async () => {
      notify(text('done.deleted'), { type: 'success' });
      await client.invalidateQueries({ queryKey: LEGAL_KEY });
      navigate('/crm/legaldocuments');
    },
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setDialog(null),
  });
  const toggle = (isEnabled: boolean) =>
    update.mutate({ ...base, isEnabled }, { onSuccess: () => notify(text(isEnabled ? 'done.enabled' : 'done.disabled'), { type: 'success' }), onError: (error) => notify(error.message, { type: 'error' }) });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Card sx={{ flex: 1, minWidth: 0 }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
              {doc.name}
            </Typography>
            <Chip label={translate(enumLabelKey('legalDocuments.legalDocumentType', doc.type))} />
            <Chip label={translate(`countries.${doc.country}`)} variant="outlined" />
          </Stack>
          {!shown ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {translate(text('notFound'), { revision })}
            </Alert>
          ) : (
            <>
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                {translate(text(revision === null ? 'current' : 'revision'), { revision: shown.revision })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(text('published'), { date: formatDateTime(shown.publishedAt), name: shown.publishedByName ?? '—' })}
                {shown.changeNote ? ` · ${translate(text('changeNote'), { note: shown.changeNote })}` : ''}
              </Typography>
              <RevisionText html={shown.content} />
            </>
          )}
          {revision === null ? (
            <>
              <FormControlLabel control={<Switch checked={Boolean(doc.isEnabled)} disabled={update.isPending || !mayEdit} onChange={(e) => toggle(e.target.checked)} />} label={translate(text('enabled'))} />
              <Typography variant="caption" color="text.secondary" component="p">
                {translate(text('enabledHint'), { type: translate(enumLabelKey('legalDocuments.legalDocumentType', doc.type)), country: translate(`countries.${doc.country}`) })}
              </Typography>
              {mayEdit && (
                <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                  <Button variant="contained" onClick={() => setDialog('edit')}>
                    {translate(text('actions.edit'))}
                  </Button>
                  <Button color="error" disabled={Boolean(doc.isEnabled)} onClick={() => setDialog('delete')}>
                    {translate(text('actions.delete'))}
                  </Button>
                </Stack>
              )}
            </>
          ) : (
            <Button component={RouterLink} to={`/crm/legaldocument/${doc.id}`} sx={{ mt: 2 }}>
              {translate(text('backToDocument'))}
            </Button>
          )}
        </CardContent>
      </Card>
      <Card sx={{ width: { xs: '100%', md: 280 } }}>
        <CardContent>
          <Typography variant="subtitle1" component="h3">
            {translate(text('revisions'))}
          </Typography>
          <List dense>
            {doc.revisions.map((r) => (
              <ListItem key={r.revision} disablePadding>
                <ListItemButton component={RouterLink} to={`/crm/legaldocument/${doc.id}/${r.revision}`} selected={shown?.revision === r.revision} aria-current={shown?.revision === r.revision ? 'page' : undefined}>
                  <ListItemText primary={translate(text('revision'), { revision: r.revision })} secondary={formatDateTime(r.publishedAt)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      {dialog === 'edit' && (
        <FormDialog<UpdateBody>
          title={translate(text('edit.title'))}
          defaultValues={base}
          onSave={async (values) => {
            await update.mutateAsync({ ...base, ...values, version: doc.version });
            notify(text('done.saved'), { type: 'success' });
          }}
          onClose={() => setDialog(null)}
          maxWidth="md"
        >
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(text('edit.hint'))}
          </Alert>
          <DocumentFields />
        </FormDialog>
      )}
      {dialog === 'delete' && (
        <ConfirmDialog title={translate(text('confirm.title'))} confirmLabel={translate(text('actions.delete'))} destructive pending={remove.isPending} onConfirm={() => remove.mutate()} onClose={() => setDialog(null)}>
          {translate(text('confirm.text'))}
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** A legal document with its current text and revisions (route /crm/legaldocument/{id}, and /{revision} for an earlier one). */
export default function LegalDocumentScreen() {
  const translate = useTranslate();
  const params = useParams();
  const id = params.id!;
  const revision = params['*'] && /^\d+$/.test(params['*']) ? Number(params['*']) : null;
  const query = useQuery({ queryKey: [...LEGAL_KEY, id], queryFn: () => legalDocumentsApi.getOne({ id }) });
  return (
    <Box>
      <Link component={RouterLink} to="/crm/legaldocuments" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" />
        {translate(text('back'))}
      </Link>
      <QueryView query={query}>{(doc) => <DocumentView doc={doc} revision={revision} />}</QueryView>
    </Box>
  );
}
