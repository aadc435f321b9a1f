import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey, enumValues } from '@/app/enums';
import { ROLE_TYPE_ENUM } from './taskTypes';
import type { RoleType } from './types';

export function TaskTypeChip({ value }: { value: RoleType }) {
  const translate = useTranslate();
  const color = enumValues(ROLE_TYPE_ENUM).find((v) => v.value === value)?.color ?? 'default';
  return <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={translate(enumLabelKey(ROLE_TYPE_ENUM, value))} />;
}
