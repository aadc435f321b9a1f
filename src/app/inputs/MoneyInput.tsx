import { InputAdornment } from '@mui/material';
import { NumberInput, useRecordContext, type NumberInputProps } from 'react-admin';
import { currencyFor } from '../fields/MoneyField';

/** Typed in whole currency units with decimals, stored in minor units. */
export function MoneyInput(props: NumberInputProps & { source: string }) {
  const record = useRecordContext();
  return (
    <NumberInput
      {...props}
      step={0.01}
      format={(value: number | null | undefined) => (value === null || value === undefined ? '' : value / 100) as never}
      parse={(value: string | number | null) => (value === null || value === '' ? null : Math.round(Number(value) * 100))}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">{currencyFor(record?.country)}</InputAdornment> } }}
    />
  );
}
