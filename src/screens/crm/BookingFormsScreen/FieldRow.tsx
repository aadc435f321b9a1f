import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Box, Chip, FormControlLabel, IconButton, ListItem, Paper, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { currencyFor } from '@/app/fields/MoneyField';
import { formatMoney } from '@/shared/format';
import { FieldIcon, useFieldTypeName } from './FieldIcon';
import { text } from './texts';
import type { BookingField } from './types';

export interface ProductOption {
  id: string;
  productName: string;
  price?: number | null;
  country?: string | null;
}

export function productLabel(p: ProductOption): string {
  return p.price === null || p.price === undefined ? p.productName : `${p.productName} (${formatMoney(p.price, currencyFor(p.country))})`;
}

interface FieldRowProps {
  field: BookingField;
  products: ProductOption[];
  first: boolean;
  last: boolean;
  onChange: (field: BookingField) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
  /** Shown without the controls that change it. */
  readOnly?: boolean;
}

/** One field of a booking form: its type's icon and name, its label and whether it is required, a dropdown's options, a product field's products. */
export function FieldRow({ field, products, first, last, onChange, onMove, onRemove, readOnly = false }: FieldRowProps) {
  const translate = useTranslate();
  const typeName = useFieldTypeName();
  const name = typeName(field.technicalType);
  const editable = field.kind !== 'Unknown' && !readOnly;
  const title = field.label ? `${name}: ${field.label}` : name;
  return (
    <ListItem disableGutters aria-label={title}>
      <Paper variant="outlined" sx={{ p: 1.5, width: '100%' }}>
        {/* In a row only where the sidebar beside it leaves room for the name, the label, Required and the three buttons. */}
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'center' } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 240 }}>
            <FieldIcon icon={field.icon} />
            <Box>
              <Typography>{name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {field.technicalType}
              </Typography>
            </Box>
          </Stack>
          <TextField size="small" label={translate(text('editor.label'))} value={field.label ?? ''} onChange={(e) => onChange({ ...field, label: e.target.value })} disabled={!editable} sx={{ flex: 1 }} />
          <FormControlLabel control={<Switch checked={Boolean(field.required)} onChange={(e) => onChange({ ...field, required: e.target.checked })} disabled={!editable} />} label={translate(text('editor.required'))} />
          {!readOnly && (
            <Stack direction="row">
              <Tooltip title={translate(text('editor.up'))}>
                <span>
                  <IconButton onClick={() => onMove(-1)} disabled={first} aria-label={`${translate(text('editor.up'))}: ${title}`}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={translate(text('editor.down'))}>
                <span>
                  <IconButton onClick={() => onMove(1)} disabled={last} aria-label={`${translate(text('editor.down'))}: ${title}`}>
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={translate(text('editor.remove'))}>
                <IconButton onClick={onRemove} aria-label={`${translate(text('editor.remove'))}: ${title}`}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          )}
        </Stack>
        {field.technicalType === 'DynamicDropdown' && (
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            disabled={readOnly}
            value={field.availableOptions ?? []}
            onChange={(_e, value) => onChange({ ...field, availableOptions: value as string[] })}
            renderValue={(value, getItemProps) => value.map((option, index) => <Chip {...getItemProps({ index })} key={option} size="small" label={option} />)}
            renderInput={(props) => <TextField {...props} size="small" label={translate(text('editor.options'))} helperText={translate(text('editor.optionsHelp'))} />}
            sx={{ mt: 1.5 }}
          />
        )}
        {(field.technicalType === 'Products' || field.technicalType === 'ProductsSingle') && (
          <Autocomplete
            multiple
            options={products}
            disabled={readOnly}
            value={products.filter((p) => (field.productIds ?? []).includes(p.id))}
            onChange={(_e, value) => onChange({ ...field, productIds: value.map((p) => p.id) })}
            getOptionLabel={productLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(props) => <TextField {...props} size="small" label={translate(text('editor.products'))} />}
            sx={{ mt: 1.5 }}
          />
        )}
      </Paper>
    </ListItem>
  );
}
