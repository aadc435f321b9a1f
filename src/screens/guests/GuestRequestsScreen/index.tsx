import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { CountryCode } from '@generated/shared/shell';
import { enumLabelKey } from '@/app/enums';
import { useCanWrite } from '@/app/access/useCanWrite';
import { QueryView } from '@/app/widgets/QueryView';
import { errorStatus } from '@/data/httpErrors';
import { useActiveCountry } from '@/screens/crm/_parts/useActiveCountry';
import { GUEST_REQUEST_STATUSES, GUEST_REQUEST_TYPES, type GuestRequestStatus, type GuestRequestType } from '@/shared/guests/guestRequests';
import { RequestDialog } from './RequestDialog';
import { RequestList } from './RequestList';
import { RequestsExport } from './RequestsExport';
import { text } from './texts';
import { useGuestRequests, type GuestRequest } from './useGuestRequests';

const COUNTRIES = ['dk', 'no', 'fi', 'uk'] as const;

/**
 * The register of guests' data-subject requests, soonest due first, filtered by status, kind, country and overdue.
 * `?register=<guestId>&name=<name>` (the profile's "Register a request") opens the form for that guest.
 */
export default function GuestRequestsScreen() {
  const translate = useTranslate();
  const activeCountry = useActiveCountry();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<GuestRequestStatus | ''>('');
  const [type, setType] = useState<GuestRequestType | ''>('');
  const [country, setCountry] = useState<CountryCode | ''>('');
  const [overdue, setOverdue] = useState(false);
  const [editing, setEditing] = useState<GuestRequest | 'new' | null>(null);
  const mayEdit = useCanWrite('guestRequests.update', { country: activeCountry });
  const requests = useGuestRequests({ status: status || undefined, type: type || undefined, country: country || undefined, overdue: overdue || undefined });
  const registerFor = params.get('register');
  const closeForm = () => {
    setEditing(null);
    if (registerFor) setParams((p) => {
      p.delete('register');
      p.delete('name');
      return p;
    });
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2">
              {translate(text('title'))}
            </Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <RequestsExport requests={requests.data ?? []} />
              {mayEdit && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
                  {translate(text('register'))}
                </Button>
              )}
            </Stack>
          </Stack>
          <Typography color="text.secondary">{translate(text('intro'))}</Typography>
          <Stack component="fieldset" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', border: 0, p: 0, m: 0, minWidth: 0, alignItems: 'center' }}>
            <Typography component="legend" sx={visuallyHidden}>
              {translate(text('filters.label'))}
            </Typography>
            <TextField select size="small" label={translate(text('filters.status'))} value={status} onChange={(e) => setStatus(e.target.value as GuestRequestStatus | '')} sx={{ minWidth: 160 }}>
              <MenuItem value="">{translate(text('filters.any'))}</MenuItem>
              {GUEST_REQUEST_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(enumLabelKey('guestRequests.guestRequestStatus', s))}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={translate(text('filters.type'))} value={type} onChange={(e) => setType(e.target.value as GuestRequestType | '')} sx={{ minWidth: 160 }}>
              <MenuItem value="">{translate(text('filters.any'))}</MenuItem>
              {GUEST_REQUEST_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {translate(enumLabelKey('guestRequests.guestRequestType', t))}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={translate(text('filters.country'))} value={country} onChange={(e) => setCountry(e.target.value as CountryCode | '')} sx={{ minWidth: 160 }}>
              <MenuItem value="">{translate(text('filters.any'))}</MenuItem>
              {COUNTRIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {translate(`countries.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel control={<Switch checked={overdue} onChange={(e) => setOverdue(e.target.checked)} />} label={translate(text('filters.overdue'))} />
          </Stack>
          {requests.isError && errorStatus(requests.error) === 403 ? (
            <Alert severity="warning">{translate(text('forbidden'))}</Alert>
          ) : (
            <QueryView query={requests} empty={{ when: (d) => d.length === 0, text: translate(text('list.empty')) }}>
              {(rows) => <RequestList requests={rows} onEdit={mayEdit ? setEditing : undefined} />}
            </QueryView>
          )}
        </Stack>
      </CardContent>
      {(editing || (registerFor && mayEdit)) && (
        <RequestDialog
          country={editing && editing !== 'new' ? editing.country : activeCountry}
          request={editing && editing !== 'new' ? editing : undefined}
          guest={!editing && registerFor ? { id: registerFor, name: params.get('name') ?? registerFor } : null}
          onClose={closeForm}
        />
      )}
    </Card>
  );
}
