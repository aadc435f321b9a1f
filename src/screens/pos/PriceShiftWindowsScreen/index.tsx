import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Chip, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BooleanInput, CheckboxGroupInput, SelectInput, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { DateInput, TimeInput } from '@/app/inputs/dates';
import { priceGroupsApi } from '@generated/client/api/priceGroups';
import { priceShiftWindowsApi } from '@generated/client/api/priceShiftWindows';
import type { CountryCode } from '@generated/shared/shell';
import type { PriceShiftWindowRecord } from '@generated/shared/types/priceShiftWindows';
import { enumChoices, enumLabelKey } from '@/app/enums';
import { formatDate } from '@/shared/format';
import { ConfirmDelete } from '../PosShared/ConfirmDelete';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { RecordList } from '../PosShared/RecordList';
import { VenuePage } from '../PosShared/VenuePage';
import { text } from './texts';
import { WindowsExport } from './WindowsExport';
import { useCanWrite } from '@/app/access/useCanWrite';
import { IconAction } from '@/app/widgets/IconAction';
import type { Column } from '@/app/widgets/RecordTable';

const WEEKDAY = 'priceShiftWindows.weekday';
const f = (field: string) => `resources.priceShiftWindows.fields.${field}`;

function Windows({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const key = ['pos', 'priceShiftWindows', venueId];
  const windows = useQuery({ queryKey: key, queryFn: () => priceShiftWindowsApi.getList({ venueId }) as Promise<PriceShiftWindowRecord[]> });
  const priceGroups = useQuery({ queryKey: ['pos', 'priceGroups', country], queryFn: () => priceGroupsApi.getList({ countryId: country }) });
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit' | 'remove'; window: PriceShiftWindowRecord } | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: key });
  const mayEdit = useCanWrite('priceShiftWindows.update', { venueId });
  const groupName = (id: string) => (priceGroups.data ?? []).find((g) => g.id === id)?.name ?? id;
  const short = (d: number) => translate(enumLabelKey(WEEKDAY, d)).slice(0, 3);
  const editing = dialog?.kind === 'edit' ? dialog.window : null;
  const save = async (v: Record<string, unknown>) => {
    const body = {
      venueId,
      name: v.name as string,
      priceGroupId: v.priceGroupId as string,
      weekdays: ((v.weekdays as number[]) ?? []).map(Number) as PriceShiftWindowRecord['weekdays'],
      fromTime: v.fromTime as string,
      toTime: v.toTime as string,
      validFrom: (v.validFrom as string) || null,
      validTo: (v.validTo as string) || null,
      isActive: v.isActive as boolean,
    };
    if (editing) await priceShiftWindowsApi.update({ id: editing.id, body: { ...body, id: editing.id, version: editing.version } as never });
    else await priceShiftWindowsApi.create({ body: body as never });
    await reload();
  };
  const columns: Column<PriceShiftWindowRecord>[] = [
    { label: translate(f('name')), render: (w) => w.name },
    { label: translate(f('priceGroupId')), render: (w) => groupName(w.priceGroupId) },
    { label: translate(text('when')), render: (w) => `${(w.weekdays ?? []).map(short).join(', ')} ${w.fromTime}–${w.toTime}` },
    { label: translate(text('validity')), render: (w) => (w.validFrom || w.validTo ? `${formatDate(w.validFrom)} – ${formatDate(w.validTo)}` : translate(text('always'))) },
    {
      label: translate(f('isActive')),
      render: (w) => <Chip size="small" color={w.isActive === false ? 'default' : 'success'} variant={w.isActive === false ? 'outlined' : 'filled'} label={translate(w.isActive === false ? 'ra.boolean.false' : 'ra.boolean.true')} />,
    },
  ];
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Alert severity="info" sx={{ flex: '1 1 280px' }}>
          {translate(text('help'))}
        </Alert>
        <WindowsExport windows={windows.data ?? []} groupName={groupName} weekday={short} />
        {mayEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            {translate(text('create'))}
          </Button>
        )}
      </Stack>
      <RecordList
        query={windows}
        caption={translate('resources.priceShiftWindows.name', { smart_count: 2 })}
        emptyText={translate(text('empty'))}
        columns={columns}
        actions={(w) =>
          mayEdit && (
            <>
              <IconAction label={translate(text('edit'), { name: w.name })} icon={<EditIcon />} onClick={() => setDialog({ kind: 'edit', window: w })} />
              <IconAction label={translate(text('remove'), { name: w.name })} icon={<DeleteIcon />} onClick={() => setDialog({ kind: 'remove', window: w })} />
            </>
          )
        }
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <FormDialog
          title={editing ? translate(text('editTitle'), { name: editing.name }) : translate(text('createTitle'))}
          defaultValues={
            editing
              ? { ...editing }
              : { name: '', priceGroupId: (priceGroups.data ?? []).find((g) => !g.isDefault)?.id ?? '', weekdays: [1, 2, 3, 4], fromTime: '17:00', toTime: '19:00', validFrom: null, validTo: null, isActive: true }
          }
          onSave={save}
          alwaysEnableSave
          onClose={() => setDialog(null)}
        >
          <TextInput source="name" label={f('name')} validate={[required(), maxLength(80)]} />
          <SelectInput source="priceGroupId" label={f('priceGroupId')} choices={(priceGroups.data ?? []).map((g) => ({ id: g.id, name: g.name }))} validate={required()} />
          <CheckboxGroupInput source="weekdays" label={f('weekdays')} choices={enumChoices(WEEKDAY)} />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TimeInput source="fromTime" label={f('fromTime')} validate={required()} />
            <TimeInput source="toTime" label={f('toTime')} validate={required()} />
          </Box>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <DateInput source="validFrom" label={f('validFrom')} />
            <DateInput source="validTo" label={f('validTo')} />
          </Box>
          <BooleanInput source="isActive" label={f('isActive')} />
        </FormDialog>
      )}
      {dialog?.kind === 'remove' && <ConfirmDelete name={dialog.window.name} remove={async () => { await priceShiftWindowsApi.delete({ id: dialog.window.id }); await reload(); }} onClose={() => setDialog(null)} />}
    </>
  );
}

/** Happy-hour style price windows of a venue (/vp/poc/priceShiftWindows, /procurement/poc/priceShiftWindows). */
export default function PriceShiftWindowsScreen() {
  return <VenuePage>{(venueId, country) => <Windows venueId={venueId} country={country} />}</VenuePage>;
}
