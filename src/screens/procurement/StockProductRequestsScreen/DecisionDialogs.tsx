import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput, maxLength, minValue, required, useTranslate } from 'react-admin';
import { productUnitsApi } from '@generated/client/api/productUnits';
import { stockProductGroupsApi } from '@generated/client/api/stockProductGroups';
import type { CountryCode } from '@generated/shared/shell';
import type { StockProductRequestRecord } from '@generated/shared/types/stockProductRequests';
import { MoneyInput } from '@/app/inputs';
import { useVendors } from '../../pos/PosShared/catalogue';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { text } from './texts';

const f = (field: string) => `resources.stockProductRequests.fields.${field}`;

interface DialogProps {
  request: StockProductRequestRecord;
  venueName: string;
  country: CountryCode;
  /** Sends the decision; a failure keeps the dialog open with the server's reason. */
  decide: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

/** Approving: the product as it will enter the catalogue, prefilled from what the venue asked for. */
export function ApproveDialog({ request, venueName, country, decide, onClose }: DialogProps) {
  const translate = useTranslate();
  const groups = useQuery({ queryKey: ['pos', 'stockProductGroups', country], queryFn: () => stockProductGroupsApi.getList({ countryId: country }) });
  const units = useQuery({ queryKey: ['pos', 'productUnits', country], queryFn: () => productUnitsApi.getList({ countryId: country }) });
  const vendors = useVendors(country);
  const asked = request.vendorName?.trim().toLowerCase();
  const vendorId = asked ? (vendors.vendors.find((v) => v.name.trim().toLowerCase() === asked)?.id ?? '') : '';
  const unitList = units.data ?? [];
  return (
    <FormDialog
      // The vendor list may arrive after the dialog opened: its match becomes the default then.
      key={vendors.query.isFetched ? 'ready' : 'loading'}
      title={translate(text('approveTitle'), { name: request.name })}
      defaultValues={{ name: request.name, stockProductGroupId: '', productUnitId: unitList.length === 1 ? unitList[0].id : '', costPrice: request.estimatedCost ?? null, vendorId, note: '' }}
      onSave={(v) => decide({ name: v.name, stockProductGroupId: v.stockProductGroupId, productUnitId: v.productUnitId, costPrice: v.costPrice, vendorId: v.vendorId || null, note: v.note || null })}
      alwaysEnableSave
      onClose={onClose}
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(text('approveHelp'), { venue: venueName })}
        {request.reason && <Typography variant="body2">{translate(text('reason'), { reason: request.reason })}</Typography>}
        {request.vendorName && <Typography variant="body2">{translate(text('vendorAsked'), { name: request.vendorName })}</Typography>}
      </Alert>
      <TextInput source="name" label={f('name')} validate={[required(), maxLength(120)]} />
      <SelectInput source="stockProductGroupId" label="resources.stockProducts.fields.stockProductGroupId" choices={(groups.data ?? []).map((g) => ({ id: g.id, name: `${g.name} (${g.productCategoryName})` }))} isPending={groups.isPending} validate={required()} />
      <SelectInput source="productUnitId" label="resources.stockProducts.fields.productUnitId" choices={unitList.map((u) => ({ id: u.id, name: u.name }))} isPending={units.isPending} validate={required()} />
      <MoneyInput source="costPrice" label="resources.stockProducts.fields.costPrice" validate={[required(), minValue(0)]} />
      <SelectInput source="vendorId" label="resources.stockProducts.fields.vendorId" choices={vendors.vendors.map((v) => ({ id: v.id, name: v.name }))} isPending={vendors.query.isPending} />
      <TextInput source="note" label={text('approveNote')} multiline validate={maxLength(500)} />
    </FormDialog>
  );
}

/** Rejecting needs a reason, which the venue sees. */
export function RejectDialog({ request, venueName, decide, onClose }: DialogProps) {
  const translate = useTranslate();
  return (
    <FormDialog title={translate(text('rejectTitle'), { name: request.name })} defaultValues={{ note: '' }} onSave={(v) => decide({ note: v.note })} alwaysEnableSave onClose={onClose}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(text('rejectHelp'), { venue: venueName })}
      </Alert>
      <TextInput source="note" label={text('rejectReason')} multiline minRows={2} validate={[required(), maxLength(500)]} />
    </FormDialog>
  );
}
