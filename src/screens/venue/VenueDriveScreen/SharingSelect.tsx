import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { text } from './texts';
import { DOMAIN_ENUM, DOMAINS, type DomainPermission } from './types';

/** Who in the group sees a file: this venue, its region, its country or every venue. */
export function SharingSelect({ value, fileName, disabled, onChange }: { value: DomainPermission; fileName: string; disabled?: boolean; onChange: (value: DomainPermission) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as DomainPermission)}
      slotProps={{ htmlInput: { 'aria-label': `${translate(text('columns.sharing'))}: ${fileName}` } }}
      sx={{ minWidth: 190 }}
    >
      {DOMAINS.map((d) => (
        <MenuItem key={d} value={d}>
          {translate(enumLabelKey(DOMAIN_ENUM, d))}
        </MenuItem>
      ))}
    </TextField>
  );
}
