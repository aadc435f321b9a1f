import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { maxLength, maxValue, minValue, NumberInput, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { cookiesApi } from '@generated/client/api/cookies';
import type { CookieRecord } from '@generated/shared/types/cookies';
import { enumLabelKey, enumValues } from '@/app/enums';
import { EnumInput } from '@/app/inputs/EnumInput';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { QueryView } from '@/app/widgets/QueryView';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { tableExport, XlsxExportButton } from '@/app/export';
import { editDeleteActions } from '@/app/widgets/IconAction';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

const KEY = ['cookies'];
const field = (name: string) => `resources.cookies.fields.${name}`;
type Values = Partial<CookieRecord>;
const colour = (category: string) => (enumValues('cookies.cookieCategory').find((v) => v.value === category)?.color ?? 'default') as 'default';

/** A persistent entry needs its expiry, so the input says so; a session entry has none, so there is no input. */
function ExpiryInput() {
  const type = useWatch<Values, 'type'>({ name: 'type' });
  if (type === 'Session') return null;
  return <NumberInput source="expiryDays" label={field('expiryDays')} validate={[required(), minValue(1), maxValue(3650)]} />;
}

/** The cookie register: every cookie and storage entry with its method, type, category (spelled as the specification does) and expiry. */
export function CookiesTab() {
  const mayEdit = useCanWrite('cookies.save');
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Values | null>(null);
  const [deleting, setDeleting] = useState<CookieRecord | null>(null);
  const query = useQuery({ queryKey: KEY, queryFn: async () => (await cookiesApi.getList()) as unknown as CookieRecord[] });
  const reload = () => client.invalidateQueries({ queryKey: KEY });
  const save = useMutation({
    mutationFn: (body: Values) => cookiesApi.save({ body: body as never }),
    onSuccess: () => {
      notify(text('cookies.saved'), { type: 'success' });
      return reload();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => cookiesApi.delete({ id }),
    onSuccess: () => {
      notify(text('cookies.deleted'), { type: 'success' });
      return reload();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setDeleting(null),
  });
  const label = (key: 'cookieMethod' | 'cookieType' | 'cookieCategory', value: string) => translate(enumLabelKey(`cookies.${key}`, value));
  const expiry = (r: CookieRecord) => (r.expiryDays ? translate(text('cookies.days'), { count: r.expiryDays }) : translate(text('cookies.session')));
  const columns: Column<CookieRecord>[] = [
    { label: translate(field('name')), render: (r) => <code>{r.name}</code>, cell: { kind: 'text', value: (r) => r.name } },
    { label: translate(field('provider')), render: (r) => r.provider, cell: { kind: 'text', value: (r) => r.provider } },
    { label: translate(field('purpose')), render: (r) => r.purpose, cell: { kind: 'text', value: (r) => r.purpose } },
    { label: translate(field('method')), render: (r) => label('cookieMethod', r.method), cell: { kind: 'text', value: (r) => label('cookieMethod', r.method) } },
    { label: translate(field('type')), render: (r) => label('cookieType', r.type), cell: { kind: 'text', value: (r) => label('cookieType', r.type) } },
    {
      label: translate(field('category')),
      render: (r) => <Chip size="small" color={colour(r.category)} label={label('cookieCategory', r.category)} />,
      cell: { kind: 'text', value: (r) => label('cookieCategory', r.category) },
    },
    { label: translate(text('cookies.expiry')), render: expiry, cell: { kind: 'text', value: expiry } },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {mayEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ method: 'Cookie', type: 'Persistent', category: 'Unclassified' })}>
            {translate(text('cookies.add'))}
          </Button>
        )}
        <XlsxExportButton disabled={!query.data?.length} job={() => tableExport('cookies', translate(text('cookies.caption')), columns, query.data ?? [])} />
      </Stack>
      <QueryView query={query} empty={{ when: (d) => d.length === 0, text: translate(text('cookies.empty')) }}>
        {(rows) => (
          <RecordTable
            caption={translate(text('cookies.caption'))}
            rows={rows}
            columns={columns}
            actions={editDeleteActions<CookieRecord>({ editLabel: (r) => translate(text('cookies.edit'), { name: r.name }), deleteLabel: (r) => translate(text('cookies.delete'), { name: r.name }), onEdit: mayEdit ? (r) => setEditing(r) : undefined, onDelete: mayEdit ? (r) => setDeleting(r) : undefined })}
          />
        )}
      </QueryView>
      {editing && (
        <FormDialog<Values> title={editing.id ? translate(text('cookies.edit'), { name: editing.name }) : translate(text('cookies.create'))} defaultValues={editing} onSave={(v) => save.mutateAsync(v.type === 'Session' ? { ...v, expiryDays: null } : v)} onClose={() => setEditing(null)}>
          <TextInput source="name" label={field('name')} validate={[required(), maxLength(120)]} autoFocus />
          <TextInput source="provider" label={field('provider')} validate={[required(), maxLength(120)]} />
          <TextInput source="purpose" label={field('purpose')} validate={maxLength(1000)} multiline />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2 }}>
            <EnumInput source="method" enumKey="cookies.cookieMethod" label={field('method')} validate={required()} />
            <EnumInput source="type" enumKey="cookies.cookieType" label={field('type')} validate={required()} />
            <EnumInput source="category" enumKey="cookies.cookieCategory" label={field('category')} validate={required()} />
          </Box>
          <ExpiryInput />
          <TextInput source="domain" label={field('domain')} validate={maxLength(200)} />
        </FormDialog>
      )}
      {deleting && (
        <ConfirmDialog title={translate(text('cookies.delete'), { name: deleting.name })} confirmLabel={translate('ra.action.delete')} destructive pending={remove.isPending} onConfirm={() => remove.mutate(deleting.id)} onClose={() => setDeleting(null)}>
          {translate(text('cookies.confirm'), { name: deleting.name })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
