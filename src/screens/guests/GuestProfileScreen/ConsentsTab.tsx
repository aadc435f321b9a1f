import AddIcon from '@mui/icons-material/Add';
import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';
import { Box, Button, Checkbox, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { formatDate } from '@/shared/format';
import { CONSENT_TYPES } from '@/shared/guests/consents';
import { QueryView } from '@/app/widgets/QueryView';
import { ConsentHistory } from './ConsentHistory';
import { ConsentsExport } from './ConsentsExport';
import { text } from './texts';
import { useConsentHistory } from './useConsentHistory';
import type { ConsentType, GuestProfile } from './useGuestProfile';

interface ConsentsTabProps {
  guest: GuestProfile;
  /** The venues of the guest's country where the user may change consents (rows that "Add venue" offers). */
  countryVenues: { id: string; name: string }[];
  /** Whether the user may change consents at a venue; other venues' rows are read-only. */
  canChange: (venueId: string) => boolean;
  venueName: (id: string) => string;
  pending: boolean;
  /** The change on its way to the server: its checkbox shows the new state at once. */
  pendingChange?: { venueId: string; consent: ConsentType; add: boolean };
  onChange: (change: { venueId: string; venueName: string; consent: ConsentType; consentName: string; add: boolean }) => void;
}

/**
 * The eight consent types per venue as checkboxes: ticking one adds the consent at that venue, clearing it removes it.
 * An email consent waiting for the guest's confirmation shows half-ticked; clearing it withdraws the request. Below:
 * the evidence of every change and the mail sent to the guest.
 */
export function ConsentsTab({ guest, countryVenues, canChange, venueName, pending, pendingChange, onChange }: ConsentsTabProps) {
  const translate = useTranslate();
  const [extra, setExtra] = useState<string[]>([]);
  const [picked, setPicked] = useState('');
  const history = useConsentHistory(guest.country, guest.id);
  const waiting = history.data?.pending ?? [];
  const rows = [...new Set([...guest.consents.map((c) => c.venueId), ...waiting.map((p) => p.venueId), ...extra])];
  const available = countryVenues.filter((v) => !rows.includes(v.id));
  const given = (venueId: string, consent: ConsentType) => guest.consents.find((c) => c.venueId === venueId && c.consent === consent);
  const locked = pending || Boolean(guest.anonymizedAt);
  const consentName = (c: ConsentType) => translate(enumLabelKey('guestProfiles.consentType', c));
  const stateOf = (venueId: string, consent: ConsentType) => (given(venueId, consent) ? 'given' : waiting.some((p) => p.venueId === venueId && p.consent === consent) ? 'waiting' : 'none');

  return (
    <Stack spacing={2}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate(text('consents.empty'))}</Typography>
      ) : (
        <Stack component="section" spacing={1} aria-label={translate(text('consents.caption'))}>
          <Stack direction="row" useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <ConsentsExport venues={rows} venueName={venueName} stateOf={stateOf} />
          </Stack>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(text('consents.caption'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(text('consents.venue'))}</TableCell>
                  {CONSENT_TYPES.map((c) => (
                    <TableCell key={c} align="center">
                      {consentName(c)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((venueId) => (
                  <TableRow key={venueId}>
                    <TableCell component="th" scope="row">
                      {venueName(venueId)}
                    </TableCell>
                    {CONSENT_TYPES.map((consent) => {
                      const current = given(venueId, consent);
                      const asked = current ? undefined : waiting.find((p) => p.venueId === venueId && p.consent === consent);
                      const changing = pendingChange?.venueId === venueId && pendingChange.consent === consent ? pendingChange : undefined;
                      const label = translate(text(asked ? 'consents.checkboxPending' : 'consents.checkbox'), { consent: consentName(consent), venue: venueName(venueId) });
                      const tip = asked
                        ? translate(text('consents.pendingTip'), { email: asked.email, date: formatDate(asked.requestedAt) })
                        : current
                        ? current.createdByName
                          ? translate(text('consents.given'), { date: formatDate(current.createdAt), name: current.createdByName })
                          : translate(text('consents.givenBySystem'), { date: formatDate(current.createdAt), source: current.source ? translate(enumLabelKey('guestProfiles.fieldSource', current.source), { _: current.source }) : '—' })
                        : '';
                      return (
                        <TableCell key={consent} align="center" padding="checkbox">
                          <Tooltip title={tip} disableHoverListener={!current && !asked}>
                            <span>
                              <Checkbox
                                checked={changing ? changing.add : Boolean(current)}
                                // Half-ticked while the guest has not confirmed: MUI's `indeterminate` puts aria-checked on a
                                // native checkbox, which ARIA forbids; the native property says "mixed" to assistive technology.
                                icon={!changing && asked ? <IndeterminateCheckBoxIcon /> : undefined}
                                inputRef={(input: HTMLInputElement | null) => {
                                  if (input) input.indeterminate = !changing && Boolean(asked);
                                }}
                                disabled={locked || !canChange(venueId)}
                                onChange={(e) => onChange({ venueId, venueName: venueName(venueId), consent, consentName: consentName(consent), add: asked ? false : e.target.checked })}
                                slotProps={{ input: { 'aria-label': label } }}
                              />
                            </span>
                          </Tooltip>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Stack>
      )}
      {!guest.anonymizedAt && available.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField select size="small" label={translate(text('consents.pickVenue'))} value={picked} onChange={(e) => setPicked(e.target.value)} sx={{ minWidth: 240 }}>
            {available.map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {v.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            startIcon={<AddIcon />}
            disabled={!picked}
            onClick={() => {
              setExtra((e) => [...e, picked]);
              setPicked('');
            }}
          >
            {translate(text('actions.addVenue'))}
          </Button>
        </Stack>
      )}
      <QueryView query={history}>{(h) => <ConsentHistory history={h} />}</QueryView>
    </Stack>
  );
}
