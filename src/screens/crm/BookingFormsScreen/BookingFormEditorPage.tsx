import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, FormControlLabel, List, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { bookingFormsApi } from '@generated/client/api/bookingForms';
import { bookingProductsApi } from '@generated/client/api/bookingProducts';
import { errorMessage } from '@/data/httpErrors';
import { QueryView } from '../CrmCommon/QueryView';
import { common } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useHasPermission } from '../CrmCommon/access';
import { AddFieldDialog } from './AddFieldDialog';
import { FieldRow } from './FieldRow';
import { keys, text } from './texts';
import type { BookingField, BookingForm } from './types';

const stored = (f: BookingField) => ({ id: f.id, technicalType: f.technicalType, label: f.label ?? null, required: Boolean(f.required), availableOptions: f.availableOptions ?? [], productIds: f.productIds ?? [] });

function Editor({ form }: { form: BookingForm }) {
  const translate = useTranslate();
  const mayProducts = useHasPermission('vp.crm.bookingproducts.view');
  const products = useQuery({ queryKey: keys.products, queryFn: () => bookingProductsApi.getList({}), enabled: mayProducts });
  const [formName, setFormName] = useState(form.formName);
  const [isActive, setIsActive] = useState(Boolean(form.isActive));
  const [fields, setFields] = useState(form.fields);
  const [adding, setAdding] = useState(false);
  const mayEdit = useCanWrite('bookingForms.update');
  const [error, setError] = useState<string | null>(null);
  const dirty = formName !== form.formName || isActive !== Boolean(form.isActive) || JSON.stringify(fields.map(stored)) !== JSON.stringify(form.fields.map(stored));
  const save = useCrmMutation({
    mutationFn: () => bookingFormsApi.update({ body: { id: form.id, version: form.version, formName, isActive, fields: fields.map(stored) } }),
    invalidate: [keys.all],
    success: common('done.saved'),
    notifyErrors: false,
  });
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync(undefined);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const move = (index: number, by: number) =>
    setFields((list) => {
      const next = [...list];
      const [field] = next.splice(index, 1);
      next.splice(index + by, 0, field);
      return next;
    });

  return (
    <>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        )}
        {products.isError && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void products.refetch()}>
                {translate(common('actions.retry'))}
              </Button>
            }
          >
            {translate(text('editor.productsFailed'))}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
          <TextField label={translate('resources.bookingForms.fields.formName')} value={formName} onChange={(e) => setFormName(e.target.value)} required disabled={!mayEdit} sx={{ flex: 1 }} />
          <FormControlLabel control={<Switch checked={isActive} onChange={(e) => setIsActive(e.target.checked)} disabled={!mayEdit} />} label={translate('resources.bookingForms.fields.isActive')} />
        </Stack>
        <Typography variant="h6" component="h2">
          {translate('resources.bookingForms.fields.fields')}
        </Typography>
        {fields.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate(text('editor.noFields'))}
          </Typography>
        ) : (
          <List aria-label={translate('resources.bookingForms.fields.fields')}>
            {fields.map((field, i) => (
              <FieldRow
                key={field.id ?? i}
                field={field}
                products={products.data ?? []}
                first={i === 0}
                last={i === fields.length - 1}
                readOnly={!mayEdit}
                onChange={(next) => setFields((list) => list.map((f, j) => (j === i ? next : f)))}
                onMove={(by) => move(i, by)}
                onRemove={() => setFields((list) => list.filter((_f, j) => j !== i))}
              />
            ))}
          </List>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          {mayEdit && (
            <>
              <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={!dirty || save.isPending || !formName.trim()}>
                {translate(common('actions.save'))}
              </Button>
              <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={dirty}>
                {translate(text('editor.addField'))}
              </Button>
            </>
          )}
          {dirty && <Typography variant="body2" color="text.secondary">{translate(text('editor.saveFirst'))}</Typography>}
          <Box sx={{ flex: 1 }} />
          <Button component={RouterLink} to={`/crm/booking-form-submissions?filter=${encodeURIComponent(JSON.stringify({ formId: form.id }))}`} startIcon={<ListAltIcon />}>
            {translate(text('editor.submissions'))}
          </Button>
        </Stack>
      </Box>
      {adding && <AddFieldDialog form={form} products={products.data ?? []} onClose={() => setAdding(false)} />}
    </>
  );
}

/** One booking form: its name, whether it is active, and its fields in order. */
export function BookingFormEditorPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: keys.one(id), queryFn: () => bookingFormsApi.getOne({ id }) });
  return (
    <Box>
      <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate(common('actions.back'))}
      </Button>
      <QueryView query={query}>{(form) => <Editor key={form.version} form={form} />}</QueryView>
    </Box>
  );
}
