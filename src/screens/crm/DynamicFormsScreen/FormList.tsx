import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Box, Button, Chip, CircularProgress, IconButton, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import { ConfirmDialog } from '../CrmCommon/ConfirmDialog';
import { DuplicateDeleteButtons } from '../CrmCommon/DuplicateDeleteButtons';
import { QueryView } from '../CrmCommon/QueryView';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { keys, text } from './texts';
import { useExport } from './useExport';
import { useCanWrite } from '@/app/access/useCanWrite';

type Form = Awaited<ReturnType<typeof dynamicFormsApi.getList>>[number];

export function FormList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const exportForm = useExport();
  const [deleting, setDeleting] = useState<Form | null>(null);
  const mayEdit = useCanWrite('dynamicForms.update');
  const query = useQuery({ queryKey: keys.list, queryFn: () => dynamicFormsApi.getList({}), staleTime: LIST_STALE_TIME });
  const duplicate = useCrmMutation({ mutationFn: (id: string) => dynamicFormsApi.duplicate({ body: { id } }), invalidate: [keys.all], success: common('done.duplicated') });
  const remove = useCrmMutation({ mutationFn: (id: string) => dynamicFormsApi.delete({ id }), invalidate: [keys.all], success: common('done.deleted'), notifyErrors: false });
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        {mayEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate('new')}>
            {translate(text('list.new'))}
          </Button>
        )}
      </Box>
      <QueryView query={query} isEmpty={(d) => d.length === 0} emptyText={translate(text('list.empty'))}>
        {(list) => (
          <TableContainer>
            <Table size="small" aria-label={translate(text('tabs.forms'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.dynamicForms.fields.name')}</TableCell>
                  <TableCell>{translate(common('labels.status'))}</TableCell>
                  <TableCell align="right">{translate(text('list.questions'))}</TableCell>
                  <TableCell align="right">{translate(text('list.venues'))}</TableCell>
                  <TableCell align="right">{translate(text('list.submissions'))}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((f) => (
                  <TableRow key={f.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={f.id}>
                        {f.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={f.isActive ? 'success' : 'default'} variant={f.isActive ? 'filled' : 'outlined'} label={translate(common(f.isActive ? 'labels.active' : 'labels.inactive'))} />
                    </TableCell>
                    <TableCell align="right">{(f.fields ?? []).length}</TableCell>
                    <TableCell align="right">{(f.venueIds ?? []).length}</TableCell>
                    <TableCell align="right">{f.submissions}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={translate(text('list.export'))}>
                        <span>
                          <IconButton onClick={() => void exportForm.run(f)} disabled={exportForm.anyBusy} aria-busy={exportForm.busy(f.id)} aria-label={`${translate(text('list.export'))}: ${f.name}`}>
                            {exportForm.busy(f.id) ? <CircularProgress size={18} /> : <FileDownloadIcon fontSize="small" />}
                          </IconButton>
                        </span>
                      </Tooltip>
                      {mayEdit && (
                        <>
                          <DuplicateDeleteButtons name={f.name} onDuplicate={() => duplicate.mutate(f.id)} onDelete={() => setDeleting(f)} />
                        </>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
      {deleting && (
        <ConfirmDialog
          title={translate(common('confirm.deleteTitle'), { name: deleting.name })}
          text={translate(text('list.deleteText'), { smart_count: deleting.submissions })}
          confirmLabel={translate(common('actions.delete'))}
          danger
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
