import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Chip, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { posVenuesApi } from '@generated/client/api/posVenues';
import { useSession } from '@/app/session/SessionProvider';
import { useSelection } from '@/app/selection/useSelection';
import { useCanWrite } from '@/app/access/useCanWrite';
import { ConfirmDelete } from '../PosShared/ConfirmDelete';
import { QueryView } from '../PosShared/QueryView';
import { usePosVenues } from '../PosShared/usePosVenue';
import { text } from './texts';
import { VenuesExport } from './VenuesExport';
import { IconAction } from '@/app/widgets/IconAction';

/** Every venue of the country: the POS venues with their storages and locations, and the others to set up. */
export function VenueList() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { countryId } = useSelection();
  const session = useSession();
  const canEdit = useCanWrite('posVenues.create', { country: countryId });
  const posVenues = usePosVenues(countryId);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: ['pos', 'venues'] });
  const create = useMutation({
    mutationFn: (id: string) => posVenuesApi.create({ id }),
    onSuccess: async (_venue, id) => {
      notify(text('list.created'), { type: 'success' });
      await reload();
      navigate(`venue-edit/${id}?countryId=${countryId}`);
    },
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });
  const portal = session.globalVenues.filter((v) => v.country === countryId);
  return (
    <QueryView query={posVenues}>
      {(list) => {
        const byId = new Map(list.map((v) => [v.venueId, v]));
        const rows = [...portal.map((v) => ({ id: v.id, name: v.name })), ...list.filter((p) => !portal.some((v) => v.id === p.venueId)).map((p) => ({ id: p.venueId, name: p.name }))].sort((a, b) => a.name.localeCompare(b.name));
        if (!rows.length) return <Alert severity="info">{translate('ra.navigation.no_results')}</Alert>;
        const lines = rows.map((row) => {
          const pos = byId.get(row.id);
          return { name: row.name, ready: Boolean(pos), storages: pos ? (pos.storages ?? []).length : null, locations: pos ? (pos.locations ?? []).length : null };
        });
        return (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
              <VenuesExport lines={lines} />
            </Box>
            <TableContainer component={Paper}>
              <Table aria-label={translate('routes.procurement/poc/venues')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(text('list.venue'))}</TableCell>
                    <TableCell>{translate(text('list.status'))}</TableCell>
                    <TableCell align="right">{translate(text('list.storages'))}</TableCell>
                    <TableCell align="right">{translate(text('list.locations'))}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => {
                    const pos = byId.get(row.id);
                    return (
                      <TableRow key={row.id} hover>
                        <TableCell>{pos ? <Link to={`venue-edit/${row.id}?countryId=${countryId}`}>{row.name}</Link> : row.name}</TableCell>
                        <TableCell>
                          <Chip size="small" color={pos ? 'success' : 'default'} variant={pos ? 'filled' : 'outlined'} label={translate(text(pos ? 'list.ready' : 'list.notReady'))} />
                        </TableCell>
                        <TableCell align="right">{pos ? (pos.storages ?? []).length : ''}</TableCell>
                        <TableCell align="right">{pos ? (pos.locations ?? []).length : ''}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {pos ? (
                            <>
                              <Tooltip title={translate(text('list.edit'), { name: row.name })}>
                                <IconButton component={Link} to={`venue-edit/${row.id}?countryId=${countryId}`} aria-label={translate(text('list.edit'), { name: row.name })}>
                                  <EditIcon />
                                </IconButton>
                              </Tooltip>
                              {canEdit && (
                                <IconAction label={translate(text('list.remove'), { name: row.name })} icon={<DeleteIcon />} onClick={() => setRemoving({ id: row.id, name: row.name })} />
                              )}
                            </>
                          ) : (
                            canEdit && (
                              <Button size="small" variant="outlined" disabled={create.isPending} onClick={() => create.mutate(row.id)} aria-label={`${translate(text('list.ready'))}: ${translate(text('list.setUp'), { name: row.name })}`}>
                                {translate(text('list.ready'))}
                              </Button>
                            )
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
              {removing && (
                <ConfirmDelete
                  name={removing.name}
                  remove={async () => {
                    await posVenuesApi.delete({ id: removing.id });
                    await reload();
                  }}
                  onClose={() => setRemoving(null)}
                />
              )}
            </TableContainer>
          </>
        );
      }}
    </QueryView>
  );
}
