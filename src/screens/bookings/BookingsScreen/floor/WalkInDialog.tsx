import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { bookingsApi } from '@generated/client/api/bookings';
import { venueSectionsApi } from '@generated/client/api/venueSections';
import { ArrivalState, BookingState } from '@/shared/bookings/states';
import { BOOKING_TYPE_PREFIX, BookingTagType } from '@/shared/bookings/tags';
import { renderViolationText } from '@/shared/bookings/violationTexts';
import type { TableInfo } from '../../../setup/FloorplanKit/tables';
import { errorMessage } from '@/data/httpErrors';
import { kit } from '../../../shared/BookingKit/texts';
import { text } from '../texts';
import { useFullScreenDialog } from '@/app/widgets/dialogs/useFullScreenDialog';

interface WalkInDialogProps {
  venueId: string;
  setupId: string;
  table: TableInfo;
  /** When the party is seated: the floor's time. */
  arrival: string;
  onClose: () => void;
  onSeated: () => Promise<unknown>;
}

/**
 * Seats a walk-in party at a table: a booking tagged walk-in, seated at once, through the table's rules. A walk-in
 * has no customer (a customer needs name, phone and email, or none), so what the host wants to remember is a note.
 */
export function WalkInDialog({ venueId, setupId, table, arrival, onClose, onSeated }: WalkInDialogProps) {
  const fullScreen = useFullScreenDialog();
  const translate = useTranslate();
  const [guests, setGuests] = useState(String(Math.min(2, table.seats)));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const count = Number(guests);
  const valid = Number.isInteger(count) && count >= 1 && count <= 1000;
  const scored = useQuery({
    queryKey: ['bookings', venueId, 'suggest', table.sectionId, count, arrival, '', 'walk-in'],
    queryFn: () => venueSectionsApi.tables({ sectionId: table.sectionId, 'guest-count': count, arrival, 'accept-soft-warnings': true }),
    enabled: valid,
  });
  const mine = scored.data?.find((t) => t.table.id === table.id);
  const say = (v: { text: Parameters<typeof renderViolationText>[0] }) => renderViolationText(v.text, (key, values) => translate(kit(`violations.${key}`), values));
  const warnings = mine ? [...mine.softWarnings, ...mine.warnings].map(say) : [];
  const refused = mine && !mine.available ? (mine.hardLimits.length ? mine.hardLimits.map(say).join(' ') : mine.reason ? translate(text(`form.reasons.${mine.reason}`)) : '') : null;
  const seat = async () => {
    setSaving(true);
    setError(null);
    try {
      await bookingsApi.create({
        ...(mine?.softWarnings.length ? { 'accept-soft-warnings': true } : {}),
        body: {
          venueDetailsId: venueId,
          venueSetupId: setupId,
          venueSectionId: table.sectionId,
          venueTableId: table.id,
          bookingState: BookingState.VenueConfirmed,
          arrivalState: ArrivalState.Seated,
          guestCount: count,
          arrival,
          tags: [`${BOOKING_TYPE_PREFIX}${BookingTagType.WalkIn}`],
          bookingCustomer: null,
          notes: note.trim() ? [{ message: note.trim() }] : [],
        },
      });
      await onSeated();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open fullScreen={fullScreen} onClose={onClose} aria-labelledby="walk-in-title" fullWidth maxWidth="xs">
      <DialogTitle id="walk-in-title">{translate(text('floor.walkInTitle'), { table: table.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField size="small" type="number" label={translate(text('form.guestCount'))} value={guests} onChange={(e) => setGuests(e.target.value)} required error={!valid} slotProps={{ htmlInput: { min: 1, max: 1000 } }} autoFocus />
          <TextField size="small" label={translate(text('floor.walkInNote'))} value={note} onChange={(e) => setNote(e.target.value)} multiline />
          {refused && <Alert severity="error">{translate(text('floor.refused'), { table: table.name, why: refused })}</Alert>}
          {!refused && warnings.length > 0 && (
            <Alert severity="warning">
              <Typography variant="body2">{translate(text('floor.acceptWarnings'))}</Typography>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(kit('actions.cancel'))}</Button>
        <Button variant="contained" onClick={seat} disabled={!valid || saving || !mine || Boolean(refused)}>
          {translate(text(warnings.length ? 'floor.seatAccepting' : 'floor.seat'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
