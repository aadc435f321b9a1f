import { Alert, Box, Chip, Radio, Stack, TextField, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CountrySettingsRuleError, LAST_PRICE_GROUP, addTipPercentage, removePriceGroup, setDefaultPriceGroup } from '@/shared/pos/countrySettingsRules';
import type { Row } from './draft';
import { ItemTable, type Column } from './ItemTable';
import { text } from './texts';

const f = (list: string, field: string) => `resources.countrySettings.listItems.${list}.${field}`;
const name = (list: string): Column => ({ key: 'name', label: f(list, 'name'), kind: 'text' });
const color = (list: string): Column => ({ key: 'color', label: f(list, 'color'), kind: 'color', width: 96 });
/** The names of a row's nested groups, in one cell. */
const namesIn = (key: string) => (row: Row) => ((row[key] as Row[] | null) ?? []).map((g) => g.name).join(', ');

interface SectionProps {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  readOnly: boolean;
}

export function SalesGroups({ rows, onChange, readOnly }: SectionProps) {
  const translate = useTranslate();
  return (
    <ItemTable
      title={translate('resources.countrySettings.fields.salesProductGroups')}
      rows={rows}
      idKey="salesProductGroupId"
      columns={[name('salesProductGroups'), color('salesProductGroups')]}
      blank={() => ({ salesProductGroupId: null, name: '', color: '#607d8b', validSubGroups: [] })}
      onChange={onChange}
      readOnly={readOnly}
      exportAs={{ list: 'salesProductGroups', more: [{ header: f('salesProductGroups', 'validSubGroups'), kind: 'text', value: namesIn('validSubGroups') }] }}
      below={(group, index) => (
        <ItemTable
          title={translate(text('subGroups'), { name: group.name })}
          rows={(group.validSubGroups as Row[]) ?? []}
          idKey="salesProductSubGroupId"
          columns={[name('salesProductGroups'), color('salesProductGroups')]}
          blank={() => ({ salesProductSubGroupId: null, name: '', color: String(group.color ?? '#607d8b') })}
          onChange={(subs) => onChange(rows.map((r, i) => (i === index ? { ...r, validSubGroups: subs } : r)))}
          readOnly={readOnly}
          addLabel={text('addSubGroup')}
        />
      )}
    />
  );
}

export function ProductCategories({ rows, onChange, readOnly }: SectionProps) {
  const translate = useTranslate();
  return (
    <ItemTable
      title={translate('resources.countrySettings.fields.productCategories')}
      rows={rows}
      idKey="productCategoryId"
      columns={[name('productCategories'), color('productCategories'), { key: 'tags', label: text('tags'), kind: 'tags' }]}
      blank={() => ({ productCategoryId: null, name: '', color: '#607d8b', tags: [], validProductGroups: [] })}
      onChange={onChange}
      readOnly={readOnly}
      exportAs={{ list: 'productCategories', more: [{ header: f('productCategories', 'validProductGroups'), kind: 'text', value: namesIn('validProductGroups') }] }}
      below={(category, index) => (
        <ItemTable
          title={translate(text('productGroups'), { name: category.name })}
          rows={(category.validProductGroups as Row[]) ?? []}
          idKey="stockProductGroupId"
          columns={[name('productCategories'), color('productCategories')]}
          blank={() => ({ stockProductGroupId: null, name: '', color: String(category.color ?? '#607d8b') })}
          onChange={(groups) => onChange(rows.map((r, i) => (i === index ? { ...r, validProductGroups: groups } : r)))}
          readOnly={readOnly}
          addLabel={text('addProductGroup')}
        />
      )}
    />
  );
}

export function TaxGroups({ rows, onChange, readOnly }: SectionProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="info">{translate(text('taxHelp'))}</Alert>
      <ItemTable
        title={translate('resources.countrySettings.fields.taxGroups')}
        rows={rows}
        idKey="taxGroupId"
        columns={[
          { key: 'code', label: f('taxGroups', 'code'), kind: 'text' },
          { key: 'taxRatePercentage', label: f('taxGroups', 'taxRatePercentage'), kind: 'number', width: 180 },
        ]}
        blank={() => ({ taxGroupId: null, code: '', taxRatePercentage: 25, taxRate: 0 })}
        onChange={onChange}
        readOnly={readOnly}
        exportAs={{ list: 'taxGroups' }}
      />
    </Stack>
  );
}

/** Price groups: exactly one default (choosing one clears the others); the last one cannot be removed. */
export function PriceGroups({ rows, onChange, readOnly }: SectionProps) {
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = (list: Row[], index: number) => {
    try {
      setRefusal(null);
      return removePriceGroup(list as never[], index) as Row[];
    } catch (error) {
      if (!(error instanceof CountrySettingsRuleError)) throw error;
      // The specification's own words, also where developers look.
      console.warn(LAST_PRICE_GROUP);
      setRefusal(text('lastPriceGroup'));
      return list;
    }
  };
  return (
    <Stack spacing={2}>
      {refusal && (
        <Alert severity="warning" onClose={() => setRefusal(null)}>
          {translate(refusal)}
        </Alert>
      )}
      <ItemTable
        title={translate('resources.countrySettings.fields.priceGroups')}
        rows={rows}
        idKey="priceGroupId"
        columns={[name('priceGroups')]}
        blank={() => ({ priceGroupId: null, name: '', isDefault: false })}
        onChange={onChange}
        readOnly={readOnly}
        remove={remove}
        exportAs={{ list: 'priceGroups', more: [{ header: text('isDefault'), kind: 'boolean', value: (row) => Boolean(row.isDefault) }] }}
        extraHeader={text('isDefault')}
        extra={(row, index) => (
          <Radio
            checked={Boolean(row.isDefault)}
            disabled={readOnly}
            onChange={() => onChange(setDefaultPriceGroup(rows as never[], index) as Row[])}
            slotProps={{ input: { 'aria-label': translate(text('makeDefault'), { name: row.name || translate(text('unnamed')) }) } }}
          />
        )}
      />
    </Stack>
  );
}

/** Tip percentages: a value already present is ignored and the list stays sorted ascending. */
export function TipPercentages({ values, onChange, readOnly }: { values: number[]; onChange: (values: number[]) => void; readOnly: boolean }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState('');
  const add = () => {
    const value = Number(draft.replace(',', '.'));
    if (draft.trim() === '' || Number.isNaN(value) || value < 0 || value > 100) return;
    onChange(addTipPercentage(values, value));
    setDraft('');
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate(text('tipHelp'))}
      </Typography>
      <Box role="list" aria-label={translate('resources.countrySettings.fields.tipPercentages')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {values.map((v) => (
          <Chip
            role="listitem"
            key={v}
            label={`${v} %`}
            onDelete={readOnly ? undefined : () => onChange(values.filter((x) => x !== v))}
            slotProps={{ deleteIcon: { 'aria-label': translate(text('tipRemove'), { value: v }) } } as never}
          />
        ))}
      </Box>
      {!readOnly && (
        <Stack direction="row" spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), add())}>
          <TextField size="small" type="number" label={translate(text('tipLabel'))} value={draft} onChange={(event) => setDraft(event.target.value)} slotProps={{ htmlInput: { min: 0, max: 100, step: 'any' } }} />
          <Button type="submit" variant="outlined">
            {translate(text('tipAdd'))}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function SimpleList({ list, idKey, columns, blank, rows, onChange, readOnly }: SectionProps & { list: string; idKey: string; columns: Column[]; blank: () => Row }) {
  const translate = useTranslate();
  return <ItemTable title={translate(`resources.countrySettings.fields.${list}`)} rows={rows} idKey={idKey} columns={columns} blank={blank} onChange={onChange} readOnly={readOnly} exportAs={{ list }} />;
}

export const stockLists = [
  {
    list: 'pouringCategories',
    idKey: 'pouringCategoryId',
    columns: [name('pouringCategories'), { key: 'pourSize', label: f('pouringCategories', 'pourSize'), kind: 'number', width: 160 }, { key: 'wastePercentage', label: f('pouringCategories', 'wastePercentage'), kind: 'number', width: 160 }] as Column[],
    blank: () => ({ pouringCategoryId: null, name: '', pourSize: 4, wastePercentage: 3 }),
  },
  {
    list: 'productUnits',
    idKey: 'productUnitId',
    columns: [name('productUnits'), { key: 'abbreviation', label: f('productUnits', 'abbreviation'), kind: 'text', width: 160 }] as Column[],
    blank: () => ({ productUnitId: null, name: '', abbreviation: '' }),
  },
  {
    list: 'stockContainerTypes',
    idKey: 'stockContainerTypeId',
    columns: [name('stockContainerTypes'), { key: 'tareWeight', label: f('stockContainerTypes', 'tareWeight'), kind: 'number', width: 160 }] as Column[],
    blank: () => ({ stockContainerTypeId: null, name: '', tareWeight: null }),
  },
] as const;
