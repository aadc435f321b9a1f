import { Chip } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { enumLabelKey, enumValues, type EnumKey } from '../enums';

/** An enum value as a coloured chip with its translated label. */
export function EnumField({ source, enumKey }: FieldProps & { source: string; enumKey: EnumKey }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as string | number | null | undefined;
  if (value === null || value === undefined) return null;
  const color = enumValues(enumKey).find((v) => v.value === value)?.color ?? 'default';
  return <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={translate(enumLabelKey(enumKey, value))} />;
}
