import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey, enumValues, type EnumKey } from '@/app/enums';

/** An enum value as a coloured chip (statuses, types). */
export function StatusChip({ enumKey, value }: { enumKey: EnumKey; value: string | number | null | undefined }) {
  const translate = useTranslate();
  if (value === null || value === undefined) return null;
  const color = enumValues(enumKey).find((v) => v.value === value)?.color ?? 'default';
  return <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={translate(enumLabelKey(enumKey, value))} />;
}
