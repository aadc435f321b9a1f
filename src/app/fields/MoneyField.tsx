import { Typography } from '@mui/material';
import { useFieldValue, useRecordContext, type FieldProps } from 'react-admin';
import { COUNTRIES } from '@generated/shared/shell';
import { getRequestContext } from '@/data/requestContext';
import { formatMoney } from '@/shared/format';

/** The currency of a record's country, or of the country the user works in. */
export function currencyFor(country: unknown): string {
  const code = typeof country === 'string' ? country : getRequestContext().countryId;
  return COUNTRIES.find((c) => c.code === code)?.currency ?? 'DKK';
}

/** An amount held in minor units, shown in the Danish number format with its currency. */
export function MoneyField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const value = useFieldValue({ source }) as number | null | undefined;
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(value, currencyFor(record?.country))}
    </Typography>
  );
}
