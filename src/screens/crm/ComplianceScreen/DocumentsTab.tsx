import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { legalDocumentsApi } from '@generated/client/api/legalDocuments';
import { enumLabelKey } from '@/app/enums';
import { useSelection } from '@/app/selection/useSelection';
import { formatDate } from '@/shared/format';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { QueryView } from '@/app/widgets/QueryView';
import { DocumentFields } from './DocumentFields';
import { DocumentsExport } from './DocumentsExport';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

export const LEGAL_KEY = ['legalDocuments'];
type CreateBody = Parameters<typeof legalDocumentsApi.create>[0]['body'];

/** The legal documents of the user's countries, newest revision and whether each is enabled; a dialog creates one. */
export function DocumentsTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { countryId } = useSelection();
  const [creating, setCreating] = useState(false);
  const mayCreate = useCanWrite('legalDocuments.create');
  const query = useQuery({ queryKey: LEGAL_KEY, queryFn: () => legalDocumentsApi.getList() });
  const create = useMutation({
    mutationFn: (body: CreateBody) => legalDocumentsApi.create({ body }),
    onSuccess: async (doc) => {
      notify(text('documents.created'), { type: 'success' });
      await client.invalidateQueries({ queryKey: LEGAL_KEY });
      navigate(`/crm/legaldocument/${doc.id}`);
    },
  });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate(text('documents.add'))}
          </Button>
        )}
        <DocumentsExport docs={query.data ?? []} />
      </Stack>
      <QueryView query={query} empty={{ when: (d) => d.length === 0, text: translate(text('documents.empty')) }}>
        {(docs) => (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(text('documents.caption'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.legalDocuments.fields.name')}</TableCell>
                  <TableCell>{translate('resources.legalDocuments.fields.type')}</TableCell>
                  <TableCell>{translate('resources.legalDocuments.fields.country')}</TableCell>
                  <TableCell>{translate(text('documents.revision'))}</TableCell>
                  <TableCell>{translate('resources.legalDocuments.fields.isEnabled')}</TableCell>
                  <TableCell>{translate(text('documents.updated'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {docs.map((d) => (
                  <TableRow key={d.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/crm/legaldocument/${d.id}`}>
                        {String(d.name)}
                      </Link>
                    </TableCell>
                    <TableCell>{translate(enumLabelKey('legalDocuments.legalDocumentType', String(d.type)))}</TableCell>
                    <TableCell>{translate(`countries.${d.country}`)}</TableCell>
                    <TableCell>{String(d.currentRevision ?? '')}</TableCell>
                    <TableCell>
                      <Chip size="small" color={d.isEnabled ? 'success' : 'default'} label={translate(text(d.isEnabled ? 'documents.enabled' : 'documents.disabled'))} />
                    </TableCell>
                    <TableCell>{formatDate(d.updatedAt as string)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </QueryView>
      {creating && (
        <FormDialog<CreateBody>
          title={translate(text('documents.create'))}
          defaultValues={{ name: '', type: 'PrivacyPolicy', country: countryId, language: 'eng', content: '', changeNote: null }}
          onSave={(values) => create.mutateAsync(values)}
          onClose={() => setCreating(false)}
          maxWidth="md"
        >
          <DocumentFields />
        </FormDialog>
      )}
    </Stack>
  );
}
