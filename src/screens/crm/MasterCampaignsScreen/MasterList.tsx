import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, InputAdornment, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { masterCampaignsApi } from '@generated/client/api/masterCampaigns';
import { formatDate, formatDateTime } from '@/shared/format';
import { InputDialog } from '../CrmCommon/InputDialog';
import { QueryView } from '../CrmCommon/QueryView';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { keys, MASTER_ENUM, text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

/** Every master campaign, newest first, searchable by name; head office starts new ones here. */
export function MasterList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  // Master campaigns are head office's: changing them needs the write permission globally.
  const hq = useCanWrite('masterCampaigns.update', 'global');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const query = useQuery({ queryKey: keys.list, queryFn: () => masterCampaignsApi.getList({}), staleTime: LIST_STALE_TIME });
  const create = useCrmMutation({ mutationFn: (name: string) => masterCampaignsApi.create({ body: { name, venueIds: [] } }), invalidate: [keys.all], notifyErrors: false });
  const term = search.trim().toLowerCase();

  return (
    <Box>
      {!hq && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(text('list.readOnly'))}
        </Alert>
      )}
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
        {hq && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate(text('list.new'))}
          </Button>
        )}
      </Box>
      <QueryView query={query} isEmpty={(d) => d.length === 0} emptyText={translate(text('list.empty'))}>
        {(list) => {
          const shown = list.filter((m) => !term || m.name.toLowerCase().includes(term));
          if (!shown.length) return <Alert severity="info">{translate(common('states.noMatch'))}</Alert>;
          return (
            <TableContainer>
              <Table size="small" aria-label={translate('resources.masterCampaigns.name', { smart_count: 2 })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.masterCampaigns.fields.name')}</TableCell>
                    <TableCell>{translate('resources.masterCampaigns.fields.status')}</TableCell>
                    <TableCell>{translate('resources.masterCampaigns.fields.emailDate')}</TableCell>
                    <TableCell align="right">{translate(text('list.venues'))}</TableCell>
                    <TableCell>{translate(common('labels.updated'))}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((m) => (
                    <TableRow key={m.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={m.id}>
                          {m.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <StatusChip enumKey={MASTER_ENUM} value={m.status} />
                      </TableCell>
                      <TableCell>{formatDate(m.emailDate)}</TableCell>
                      <TableCell align="right">{(m.venueIds ?? []).length}</TableCell>
                      <TableCell>{formatDateTime(m.updatedAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          );
        }}
      </QueryView>
      {creating && (
        <InputDialog
          title={translate(text('list.newTitle'))}
          text={translate(text('list.newText'))}
          label={translate('resources.masterCampaigns.fields.name')}
          field="name"
          required
          multiline={false}
          confirmLabel={translate(text('list.create'))}
          onConfirm={async (name) => navigate((await create.mutateAsync(name)).id)}
          onClose={() => setCreating(false)}
        />
      )}
    </Box>
  );
}
