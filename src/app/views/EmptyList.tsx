import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton, useResourceDefinition, useTranslate } from 'react-admin';

/** The empty state of a list: what is missing and, where allowed, a button to create the first record. */
export function EmptyList() {
  const translate = useTranslate();
  const { hasCreate } = useResourceDefinition();
  return (
    <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 56, opacity: 0.5 }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {translate('app.empty.title')}
      </Typography>
      {hasCreate && <CreateButton variant="contained" label={translate('app.empty.create')} sx={{ mt: 2 }} />}
    </Box>
  );
}
