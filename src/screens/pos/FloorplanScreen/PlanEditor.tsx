import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { posFloorplansApi } from '@generated/client/api/posFloorplans';
import { errorStatus } from '@/data/httpErrors';
import { Canvas } from './Canvas';
import { text } from './texts';
import type { Plan, Table } from './types';
import { EnumSelect } from '@/app/inputs/EnumSelect';

const num = (value: string) => (value === '' ? 0 : Number(value));
const t = (field: string) => `resources.posFloorplans.listItems.tables.${field}`;

/**
 * One floorplan: its tables on the canvas, the selected table's details, saved as a whole with the version the changes
 * were made on. A save refused because someone else saved the plan meanwhile (409) offers to reload it: the changes
 * stay on the plan, and the next save is made from the version reloaded.
 */
export function PlanEditor({ plan, locations, plansKey, readOnly }: { plan: Plan; locations: { locationId?: string | null; name: string }[]; plansKey: unknown[]; readOnly: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  // The stored plan the changes are made on: its version goes with the save.
  const [base, setBase] = useState<Plan>(plan);
  const [draft, setDraft] = useState<Plan>(plan);
  const [selected, setSelected] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const tables = draft.tables ?? [];
  const current = tables.find((x) => x.tableId === selected) ?? null;
  const dirty = JSON.stringify(draft) !== JSON.stringify(base);
  // A newer version loaded while nothing is changed here is shown at once; changes wait for the person to reload.
  if (!dirty && plan.version > base.version) {
    setBase(plan);
    setDraft(plan);
  }
  const setTable = (id: string, change: Partial<Table>) => setDraft((d) => ({ ...d, tables: (d.tables ?? []).map((x) => (x.tableId === id ? { ...x, ...change } : x)) }));
  const save = useMutation({
    // The answer is the stored plan (the generated type of an action's answer is the store's generic record).
    mutationFn: async () => (await posFloorplansApi.update({ id: base.id, body: { ...draft, id: base.id, version: base.version } as never })) as unknown as Plan,
    onMutate: () => setReloaded(false),
    onSuccess: async (saved) => {
      setBase(saved);
      setDraft(saved);
      notify(text('saved'), { type: 'success' });
      await client.invalidateQueries({ queryKey: plansKey });
    },
  });
  const stale = save.isError && errorStatus(save.error) === 409;
  const reload = async () => {
    await client.refetchQueries({ queryKey: plansKey });
    const fresh = client.getQueryData<Plan[]>(plansKey)?.find((p) => p.id === base.id);
    if (fresh) setBase(fresh);
    save.reset();
    setReloaded(true);
  };
  const add = () => {
    const id = crypto.randomUUID();
    const used = new Set(tables.map((x) => x.name));
    let n = tables.length + 1;
    while (used.has(`T${n}`)) n += 1;
    setDraft((d) => ({ ...d, tables: [...(d.tables ?? []), { tableId: id, name: `T${n}`, x: 20, y: 20, width: 100, height: 80, shape: 'rect', seats: 4 }] }));
    setSelected(id);
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <TextField disabled={readOnly} size="small" label={translate('resources.posFloorplans.fields.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        <TextField disabled={readOnly} select size="small" label={translate('resources.posFloorplans.fields.locationId')} value={draft.locationId ?? ''} onChange={(e) => setDraft({ ...draft, locationId: e.target.value || null })} sx={{ minWidth: 200 }}>
          <MenuItem value="">{translate(text('anyLocation'))}</MenuItem>
          {locations.map((l) => (
            <MenuItem key={l.locationId} value={l.locationId ?? ''}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField disabled={readOnly} size="small" type="number" label={translate('resources.posFloorplans.fields.width')} value={draft.width} onChange={(e) => setDraft({ ...draft, width: num(e.target.value) })} sx={{ width: 110 }} />
        <TextField disabled={readOnly} size="small" type="number" label={translate('resources.posFloorplans.fields.height')} value={draft.height} onChange={(e) => setDraft({ ...draft, height: num(e.target.value) })} sx={{ width: 110 }} />
        {!readOnly && (
          <Button startIcon={<AddIcon />} onClick={add}>
            {translate(text('addTable'))}
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(220px, 1fr)' }, alignItems: 'start' }}>
        <Canvas name={draft.name} width={Math.max(200, draft.width ?? 800)} height={Math.max(200, draft.height ?? 500)} tables={tables} selected={selected} onSelect={setSelected} onMove={(id, x, y) => !readOnly && setTable(id, { x, y })} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {translate(text('selected'))}
          </Typography>
          {!current ? (
            <Typography variant="body2" color="text.secondary">
              {translate(text('noSelection'))}
            </Typography>
          ) : (
            <Stack spacing={1.5}>
              <TextField disabled={readOnly} size="small" label={translate(t('name'))} value={current.name} onChange={(e) => setTable(current.tableId!, { name: e.target.value })} />
              <TextField disabled={readOnly} size="small" type="number" label={translate(t('seats'))} value={current.seats ?? 0} onChange={(e) => setTable(current.tableId!, { seats: num(e.target.value) })} />
              <EnumSelect enumKey="posFloorplans.shape" disabled={readOnly} size="small" label={translate(t('shape'))} value={current.shape} onChange={(e) => setTable(current.tableId!, { shape: e.target.value as Table['shape'] })} />
              <Stack direction="row" spacing={1}>
                <TextField disabled={readOnly} size="small" type="number" label={translate(t('width'))} value={current.width} onChange={(e) => setTable(current.tableId!, { width: num(e.target.value) })} />
                <TextField disabled={readOnly} size="small" type="number" label={translate(t('height'))} value={current.height} onChange={(e) => setTable(current.tableId!, { height: num(e.target.value) })} />
              </Stack>
              {!readOnly && (
                <Button color="warning" onClick={() => (setDraft((d) => ({ ...d, tables: (d.tables ?? []).filter((x) => x.tableId !== current.tableId) })), setSelected(null))}>
                  {translate(text('removeTable'))}
                </Button>
              )}
            </Stack>
          )}
        </Paper>
      </Box>
      {save.isError && (
        <Alert
          severity="error"
          action={
            stale ? (
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {translate(text('reload'))}
              </Button>
            ) : undefined
          }
        >
          {stale ? translate(text('stale')) : translate(save.error.message, { _: save.error.message })}
        </Alert>
      )}
      {reloaded && <Alert severity="info">{translate(text('reloaded'))}</Alert>}
      {!readOnly && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>{dirty && translate(text('unsaved'))}</Box>
          <Button variant="contained" disabled={!dirty || save.isPending} onClick={() => save.mutate()}>
            {translate(text('save'))}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
