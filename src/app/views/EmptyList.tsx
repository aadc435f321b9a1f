import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton, useCanAccess, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';

/** The empty state of a list: what is missing and, where allowed, a button to create the first record. */
export function EmptyList() {
  const translate = useTranslate();
  const { hasCreate } = useResourceDefinition();
  const resource = useResourceContext();
  // Without an auth provider's canAccess (tests, pages outside the portal) this allows.
  const { canAccess } = useCanAccess({ action: 'create', resource });
  return (
    <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 56, opacity: 0.5 }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {translate('app.empty.title')}
      </Typography>
      {hasCreate && canAccess && <CreateButton variant="contained" label={translate('app.empty.create')} sx={{ mt: 2 }} />}
    </Box>
  );
}
