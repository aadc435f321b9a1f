import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { listsApi } from '@generated/client/api/lists';
import type { CountryCode } from '@generated/shared/shell';
import { enumLabelKey } from '@/app/enums';
import { useSelection } from '@/app/selection/useSelection';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { formatDate } from '@/shared/format';
import type { MultilingualText } from '@/shared/types';
import { CreateListDialog } from './CreateListDialog';
import { ListsExport } from './ListsExport';
import { text } from './texts';
import { LIST_TYPE_ENUM, type ListType, type ListTypeOverview } from './types';
import { useCanEditLists } from './useCanEditLists';

export const listsKey = (country: string) => ['lists', country] as const;

function TypeRow({ row, canEdit, onNewVersion, onCreate, busy }: { row: ListTypeOverview; canEdit: boolean; onNewVersion: () => void; onCreate: () => void; busy: boolean }) {
  const translate = useTranslate();
  const { published, draft, latest } = row;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(enumLabelKey(LIST_TYPE_ENUM, row.type))}
        </Typography>
      </TableCell>
      <TableCell>
        {published ? (
          <Stack spacing={0.5}>
            <Button component={Link} to={`/life/lists/${published.id}`} size="small" sx={{ justifyContent: 'flex-start', px: 0 }}>
              {translate(text('table.publishedOn'), { version: published.listVersion, date: formatDate(published.publishedAt) })}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {translate(text('table.questions'), { smart_count: published.questionCount })}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">{translate(text('table.none'))}</Typography>
        )}
      </TableCell>
      <TableCell>
        {draft ? (
          <Button component={Link} to={`/life/lists/${draft.id}`} size="small" variant="outlined">
            {canEdit ? translate(text('actions.editDraft')) : translate(text('table.version'), { version: draft.listVersion })}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">{translate(text('table.none'))}</Typography>
        )}
      </TableCell>
      <TableCell align="right">{row.versions}</TableCell>
      <TableCell align="right">
        {canEdit && latest && !draft && (
          <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onNewVersion} disabled={busy}>
            {translate(text('actions.newVersion'))}
          </Button>
        )}
        {canEdit && !latest && (
          <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onCreate} disabled={busy}>
            {translate(text('actions.create'))}
          </Button>
        )}
        {!canEdit && latest && (
          <Button component={Link} to={`/life/lists/${(published ?? latest).id}`} size="small">
            {translate(text('actions.open'))}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

function CountryLists({ country }: { country: CountryCode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = useCanEditLists(country);
  const [creating, setCreating] = useState<ListType | null>(null);
  const [busy, setBusy] = useState(false);
  const overview = useQuery({ queryKey: listsKey(country), queryFn: () => listsApi.queryLatest({ country }) });

  const newVersion = async (type: ListType) => {
    setBusy(true);
    try {
      const draft = await listsApi.newVersion({ type, country });
      notify(text('states.newVersion'), { type: 'success', messageArgs: { version: draft.listVersion } });
      await client.invalidateQueries({ queryKey: ['lists'] });
      navigate(`/life/lists/${draft.id}`);
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const create = async (type: ListType, title: MultilingualText) => {
    const list = await listsApi.create({ body: { type, country, title } });
    notify(text('states.created'), { type: 'success' });
    await client.invalidateQueries({ queryKey: ['lists'] });
    navigate(`/life/lists/${list.id}`);
  };

  if (overview.isPending) return <LoadingScreen text={translate(text('states.loading'))} />;
  if (overview.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void overview.refetch()}>{translate(text('actions.retry'))}</Button>}>
        {overview.error.message}
      </Alert>
    );
  }
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 760 }}>
          {translate(text('intro'), { country: translate(enumLabelKey('shared.country', country)) })}
        </Typography>
        <ListsExport rows={overview.data} country={country} />
      </Stack>
      {!canEdit && <Alert severity="info" sx={{ mb: 2 }}>{translate(text('states.readOnly'))}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={translate('routes.life/lists')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(text('table.type'))}</TableCell>
              <TableCell>{translate(text('table.published'))}</TableCell>
              <TableCell>{translate(text('table.draft'))}</TableCell>
              <TableCell align="right">{translate(text('table.versions'))}</TableCell>
              <TableCell align="right">
                <Chip size="small" variant="outlined" label={translate(enumLabelKey('shared.country', country))} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {overview.data.map((row) => (
              <TypeRow key={row.type} row={row} canEdit={canEdit} busy={busy} onNewVersion={() => void newVersion(row.type)} onCreate={() => setCreating(row.type)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {creating && <CreateListDialog type={creating} create={(title) => create(creating, title)} onClose={() => setCreating(null)} />}
    </Box>
  );
}

/** The seven list types of the active country with their published version and draft (route /life/lists). */
export default function ListsScreen() {
  const translate = useTranslate();
  const { countryId } = useSelection();
  if (!countryId) return <Alert severity="info">{translate(text('states.noCountry'))}</Alert>;
  return <CountryLists key={countryId} country={countryId as CountryCode} />;
}
