import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey, enumValues, type EnumKey } from '@/app/enums';

/** An enum value as its coloured, translated chip. */
export function EnumChip({ enumKey, value }: { enumKey: EnumKey; value: string | number }) {
  const translate = useTranslate();
  const color = enumValues(enumKey).find((v) => v.value === value)?.color ?? 'default';
  return <Chip size="small" color={color} variant="outlined" label={translate(enumLabelKey(enumKey, value))} />;
}
