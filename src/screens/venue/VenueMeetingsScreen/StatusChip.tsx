import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey, enumValues } from '@/app/enums';

export const STATUS_ENUM = 'meetingInstances.status';

/** A meeting instance's state: not started, in progress, ended. */
export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const color = enumValues(STATUS_ENUM).find((v) => v.value === status)?.color ?? 'default';
  return <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={translate(enumLabelKey(STATUS_ENUM, status))} />;
}
