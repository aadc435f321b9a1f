import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { CountryCode } from '@generated/shared/shell';
import { useCanWrite } from '@/app/access/useCanWrite';
import { text } from './texts';

/** Opens the request register's form for this guest (access, erasure or correction), for who keeps the register. */
export function RegisterRequestButton({ guestId, name, country }: { guestId: string; name: string; country: CountryCode }) {
  const translate = useTranslate();
  const may = useCanWrite('guestRequests.create', { country });
  if (!may) return null;
  const search = new URLSearchParams({ countryId: country, register: guestId, name });
  return (
    <Button component={RouterLink} to={`/crm/guests/requests?${search.toString()}`} startIcon={<AssignmentIndIcon />} sx={{ alignSelf: 'flex-start' }}>
      {translate(text('registerRequest'))}
    </Button>
  );
}
