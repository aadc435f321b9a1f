import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { salesWasteReasonsApi } from '@generated/client/api/salesWasteReasons';
import { stockWasteReasonsApi } from '@generated/client/api/stockWasteReasons';
import type { CountryCode } from '@generated/shared/shell';
import { ConfirmDelete } from '../PosShared/ConfirmDelete';
import { QueryView } from '../PosShared/QueryView';
import { text } from './texts';

const APIS = { sales: salesWasteReasonsApi, stock: stockWasteReasonsApi };

/** One kind of waste reasons: added and deleted at once; the list is reloaded after each (section 4). */
function ReasonList({ kind, country, readOnly }: { kind: 'sales' | 'stock'; country: CountryCode; readOnly: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const api = APIS[kind];
  const key = ['pos', 'wasteReasons', kind, country];
  const reasons = useQuery({ queryKey: key, queryFn: () => api.getList({ countryId: country }) });
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: key });
  const add = useMutation({
    mutationFn: (value: string) => api.create({ body: { name: value, country } }),
    onSuccess: () => {
      setName('');
      notify(text('wasteAdded'), { type: 'success' });
      return reload();
    },
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });
  const title = translate(`resources.${kind}WasteReasons.name`, { smart_count: 2 });
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <QueryView query={reasons}>
        {(list) => (
          <Box role="list" aria-label={title} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {list.map((r) => (
              <Chip key={r.id} role="listitem" label={r.name} onDelete={readOnly ? undefined : () => setRemoving({ id: r.id, name: r.name })} />
            ))}
          </Box>
        )}
      </QueryView>
      {!readOnly && (
        <Stack direction="row" spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), name.trim() && add.mutate(name.trim()))}>
          <TextField size="small" label={`${translate(text('wasteName'))} (${title})`} value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" startIcon={<AddIcon />} disabled={add.isPending}>
            {translate(text('add'))}
          </Button>
        </Stack>
      )}
      {removing && <ConfirmDelete name={removing.name} remove={async () => { await api.delete({ id: removing.id }); await reload(); }} onClose={() => setRemoving(null)} />}
    </Box>
  );
}

export function WasteReasons({ country, readOnly }: { country: CountryCode; readOnly: boolean }) {
  return (
    <Stack spacing={4}>
      <ReasonList kind="sales" country={country} readOnly={readOnly} />
      <ReasonList kind="stock" country={country} readOnly={readOnly} />
    </Stack>
  );
}
