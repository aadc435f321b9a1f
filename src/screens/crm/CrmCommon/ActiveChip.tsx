import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { common } from './texts';

/** Active or inactive, filled when active. */
export function ActiveChip({ active }: { active?: boolean | null }) {
  const translate = useTranslate();
  return <Chip size="small" color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} label={translate(common(active ? 'labels.active' : 'labels.inactive'))} />;
}
