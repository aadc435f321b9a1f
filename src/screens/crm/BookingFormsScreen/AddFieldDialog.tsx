import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, ListItemIcon, ListItemText, MenuItem, Switch, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { bookingFormsApi } from '@generated/client/api/bookingForms';
import { BOOKING_FIELD_TYPES, type BookingFieldTechnicalType } from '@/shared/crm/bookingFieldTypes';
import { errorMessage, fieldErrors } from '@/data/httpErrors';
import { common } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { FieldIcon, useFieldTypeName } from './FieldIcon';
import { productLabel, type ProductOption } from './FieldRow';
import { keys, text } from './texts';
import type { BookingForm } from './types';

/** Adds a field of one of the eleven types at the end of the form (POST /BookingForms/NewField/{id}). */
export function AddFieldDialog({ form, products, onClose }: { form: BookingForm; products: ProductOption[]; onClose: () => void }) {
  const translate = useTranslate();
  const typeName = useFieldTypeName();
  const titleId = useId();
  const [technicalType, setTechnicalType] = useState<BookingFieldTechnicalType>('DynamicText');
  const [label, setLabel] = useState('');
  const [required, setRequired] = useState(false);
  const [options, setOptions] = useState('');
  const [productIds, setProductIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useCrmMutation({
    mutationFn: () =>
      bookingFormsApi.newField({
        id: form.id,
        body: { technicalType, label: label.trim() || null, required, availableOptions: technicalType === 'DynamicDropdown' ? options.split('\n') : [], productIds, version: form.version },
      }),
    invalidate: [keys.all],
    success: text('done.fieldAdded'),
    notifyErrors: false,
  });
  const submit = async () => {
    setError(null);
    setErrors({});
    try {
      await add.mutateAsync(undefined);
      onClose();
    } catch (failure) {
      const byField = fieldErrors(failure);
      if (byField && Object.keys(byField).length) setErrors(byField);
      else setError(errorMessage(failure));
    }
  };
  const isProducts = technicalType === 'Products' || technicalType === 'ProductsSingle';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{translate(text('add.title'))}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          <TextField select fullWidth label={translate(text('add.type'))} value={technicalType} onChange={(e) => setTechnicalType(e.target.value as BookingFieldTechnicalType)} error={Boolean(errors.technicalType)} helperText={errors.technicalType} sx={{ mt: 1, mb: 2 }}>
            {BOOKING_FIELD_TYPES.map((t) => (
              <MenuItem key={t.technicalType} value={t.technicalType}>
                <ListItemIcon>
                  <FieldIcon icon={t.icon} />
                </ListItemIcon>
                <ListItemText primary={typeName(t.technicalType)} />
              </MenuItem>
            ))}
          </TextField>
          <TextField fullWidth label={translate(text('editor.label'))} value={label} onChange={(e) => setLabel(e.target.value)} error={Boolean(errors.label)} helperText={errors.label} sx={{ mb: 2 }} />
          {technicalType === 'DynamicDropdown' && (
            <TextField
              fullWidth
              multiline
              minRows={3}
              label={translate(text('editor.options'))}
              value={options}
              onChange={(e) => setOptions(e.target.value)}
              error={Boolean(errors.availableOptions)}
              helperText={errors.availableOptions ?? translate(text('add.optionsHelp'))}
              sx={{ mb: 2 }}
            />
          )}
          {isProducts && (
            <Autocomplete
              multiple
              options={products}
              value={products.filter((p) => productIds.includes(p.id))}
              onChange={(_e, value) => setProductIds(value.map((p) => p.id))}
              getOptionLabel={productLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(props) => <TextField {...props} label={translate(text('editor.products'))} error={Boolean(errors.productIds)} helperText={errors.productIds} />}
              sx={{ mb: 2 }}
            />
          )}
          <FormControlLabel control={<Switch checked={required} onChange={(e) => setRequired(e.target.checked)} />} label={translate(text('editor.required'))} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(common('actions.cancel'))}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {translate(text('add.submit'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
