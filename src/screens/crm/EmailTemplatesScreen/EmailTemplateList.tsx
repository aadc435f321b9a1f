import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, Link, MenuItem, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { emailTemplatesApi } from '@generated/client/api/emailTemplates';
import type { EmailTemplateRecord } from '@generated/shared/types/emailTemplates';
import { enumChoices } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { ConfirmDialog } from '../CrmCommon/ConfirmDialog';
import { DuplicateDeleteButtons } from '../CrmCommon/DuplicateDeleteButtons';
import { QueryView } from '../CrmCommon/QueryView';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { keys, text, TYPE_ENUM } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

/** Every email template with its type and enabled switch; filter by type, search by name, duplicate, delete. */
export function EmailTemplateList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [deleting, setDeleting] = useState<EmailTemplateRecord | null>(null);
  const mayEdit = useCanWrite('emailTemplates.update');
  const query = useQuery({ queryKey: keys.email, queryFn: () => emailTemplatesApi.getList({}), staleTime: LIST_STALE_TIME });
  const toggle = useCrmMutation({ mutationFn: (t: EmailTemplateRecord) => emailTemplatesApi.update({ body: { ...t, enabled: !t.enabled } }), invalidate: [keys.email], success: common('done.saved') });
  const duplicate = useCrmMutation({ mutationFn: (id: string) => emailTemplatesApi.duplicate({ body: { id } }), invalidate: [keys.email], success: common('done.duplicated') });
  const remove = useCrmMutation({ mutationFn: (id: string) => emailTemplatesApi.delete({ id }), invalidate: [keys.email], success: common('done.deleted'), notifyErrors: false });
  const term = search.trim().toLowerCase();

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
        <TextField select size="small" label={translate('resources.emailTemplates.fields.type')} value={type} onChange={(e) => setType(e.target.value)} sx={{ width: 200 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">{translate(text('list.allTypes'))}</MenuItem>
          {enumChoices(TYPE_ENUM).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {translate(c.name)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {mayEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate('new')}>
            {translate(text('list.new'))}
          </Button>
        )}
      </Box>
      <QueryView query={query} isEmpty={(d) => d.length === 0} emptyText={translate(text('list.empty'))}>
        {(list) => {
          const shown = list.filter((t) => (!type || t.type === type) && (!term || t.name.toLowerCase().includes(term)));
          return (
            <TableContainer>
              <Table size="small" aria-label={translate(text('tabs.email'))}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.emailTemplates.fields.name')}</TableCell>
                    <TableCell>{translate('resources.emailTemplates.fields.type')}</TableCell>
                    <TableCell>{translate('resources.emailTemplates.fields.enabled')}</TableCell>
                    <TableCell>{translate('resources.emailTemplates.fields.subject')}</TableCell>
                    <TableCell>{translate(common('labels.updated'))}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((t) => (
                    <TableRow key={t.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={t.id}>
                          {t.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <StatusChip enumKey={TYPE_ENUM} value={t.type} />
                      </TableCell>
                      <TableCell>
                        <Switch checked={Boolean(t.enabled)} disabled={!mayEdit} onChange={() => toggle.mutate(t)} slotProps={{ input: { 'aria-label': `${translate('resources.emailTemplates.fields.enabled')}: ${t.name}` } }} />
                      </TableCell>
                      <TableCell sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{t.subject ?? ''}</TableCell>
                      <TableCell>{formatDateTime(t.updatedAt)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {mayEdit && (
                          <>
                            <DuplicateDeleteButtons name={t.name} onDuplicate={() => duplicate.mutate(t.id)} onDelete={() => setDeleting(t)} />
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {!shown.length && <Box sx={{ py: 2, color: 'text.secondary' }}>{translate(common('states.noMatch'))}</Box>}
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
