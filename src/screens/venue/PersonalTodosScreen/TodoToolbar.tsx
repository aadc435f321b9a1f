import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Button, FormControlLabel, InputAdornment, MenuItem, Stack, Switch, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { text } from './texts';
import type { TodoRole } from './types';

interface TodoToolbarProps {
  roles: TodoRole[];
  role: TodoRole;
  onRole: (role: TodoRole) => void;
  search: string;
  onSearch: (search: string) => void;
  showCompleted: boolean;
  onShowCompleted: (show: boolean) => void;
  /** Absent for users who may not change the to-dos. */
  onNewCategory?: () => void;
  exportButton: ReactNode;
}

/** Role (when the user has several), search, the completed switch, a new category and the export. */
export function TodoToolbar({ roles, role, onRole, search, onSearch, showCompleted, onShowCompleted, onNewCategory, exportButton }: TodoToolbarProps) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        size="small"
        label={translate(text('toolbar.role'))}
        value={role}
        onChange={(event) => onRole(event.target.value as TodoRole)}
        disabled={roles.length < 2}
        sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
      >
        {roles.map((r) => (
          <MenuItem key={r} value={r}>
            {translate(enumLabelKey('personalTodos.todoRole', r))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={translate(text('toolbar.search'))}
        title={translate(text('toolbar.searchHint'))}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        sx={{ width: { xs: '100%', sm: 320 }, flexShrink: 0 }}
      />
      <FormControlLabel control={<Switch checked={showCompleted} onChange={(event) => onShowCompleted(event.target.checked)} />} label={translate(text('toolbar.showCompleted'))} sx={{ whiteSpace: 'nowrap' }} />
      {onNewCategory && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNewCategory} sx={{ ml: { sm: 'auto' }, whiteSpace: 'nowrap' }}>
          {translate(text('toolbar.newCategory'))}
        </Button>
      )}
      {exportButton}
    </Stack>
  );
}
