import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Chip, InputAdornment, Link, Stack, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { automationsApi } from '@generated/client/api/automations';
import type { AutomationRecord } from '@generated/shared/types/automations';
import { useCanWrite } from '@/app/access/useCanWrite';
import { enumLabelKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { ConfirmDialog } from '../CrmCommon/ConfirmDialog';
import { DuplicateDeleteButtons } from '../CrmCommon/DuplicateDeleteButtons';
import { QueryView } from '../CrmCommon/QueryView';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { ACTION_ENUM, keys, text, TRIGGER_ENUM } from './texts';

/** Every automation: when it runs, what it does, whether it is on; the editor is at /crm/templates/{id}. */
export default function AutomationsScreen() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<AutomationRecord | null>(null);
  const query = useQuery({ queryKey: keys.all, queryFn: () => automationsApi.getList({}), staleTime: LIST_STALE_TIME });
  const toggle = useCrmMutation({ mutationFn: (a: AutomationRecord) => automationsApi.update({ body: { ...a, enabled: !a.enabled } }), invalidate: [keys.all], success: common('done.saved') });
  const duplicate = useCrmMutation({ mutationFn: (id: string) => automationsApi.duplicate({ body: { id } }), invalidate: [keys.all], success: common('done.duplicated') });
  const remove = useCrmMutation({ mutationFn: (id: string) => automationsApi.delete({ id }), invalidate: [keys.all], success: common('done.deleted'), notifyErrors: false });
  const term = search.trim().toLowerCase();
  const mayEdit = useCanWrite('automations.update');

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={translate(common('labels.search'))}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <Box sx={{ flex: 1 }} />
        {mayEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate('/crm/templates/new')}>
            {translate(text('new'))}
          </Button>
        )}
      </Box>
      <QueryView query={query} isEmpty={(d) => d.length === 0} emptyText={translate(text('empty'))}>
        {(list) => {
          const shown = list.filter((a) => !term || a.name.toLowerCase().includes(term));
          return (
            <TableContainer>
              <Table size="small" aria-label={translate('resources.automations.name', { smart_count: 2 })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.automations.fields.name')}</TableCell>
                    <TableCell>{translate('resources.automations.fields.enabled')}</TableCell>
                    <TableCell>{translate(text('when'))}</TableCell>
                    <TableCell>{translate(text('then'))}</TableCell>
                    <TableCell>{translate(common('labels.updated'))}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((a) => (
                    <TableRow key={a.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={`/crm/templates/${a.id}`}>
                          {a.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Switch checked={Boolean(a.enabled)} disabled={!mayEdit} onChange={() => toggle.mutate(a)} slotProps={{ input: { 'aria-label': `${translate('resources.automations.fields.enabled')}: ${a.name}` } }} />
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                          {(a.triggers ?? []).map((t) => (
                            <Chip key={t.type} size="small" variant="outlined" label={translate(enumLabelKey(TRIGGER_ENUM, t.type))} />
                          ))}
                          {(a.conditions ?? []).length > 0 && <Chip size="small" label={translate(text('conditions'), { smart_count: a.conditions!.length })} />}
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                          {(a.actions ?? []).map((action, i) => (
                            <StatusChip key={action.id ?? i} enumKey={ACTION_ENUM} value={action.type} />
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell>{formatDateTime(a.updatedAt)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {mayEdit && (
                          <>
                            <DuplicateDeleteButtons name={a.name} onDuplicate={() => duplicate.mutate(a.id)} onDelete={() => setDeleting(a)} />
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          );
        }}
      </QueryView>
      {deleting && (
        <ConfirmDialog
          title={translate(common('confirm.deleteTitle'), { name: deleting.name })}
          text={translate(common('confirm.deleteText'))}
          confirmLabel={translate(common('actions.delete'))}
          danger
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
