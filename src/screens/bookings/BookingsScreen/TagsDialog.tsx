import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { bookingsApi } from '@generated/client/api/bookings';
import { errorMessage } from '@/data/httpErrors';
import type { BookingResult, BookingTag } from '../../shared/BookingKit/queries';
import { TagPicker } from '../../shared/BookingKit/TagPicker';
import { kit } from '../../shared/BookingKit/texts';
import { useFullScreenDialog } from '@/app/widgets/dialogs/useFullScreenDialog';

/** Toggles a booking's tags one by one: POST .../booking-tags/{bookingId}/{tag} adds, DELETE removes. */
export function TagsDialog({ result, definitions, onChanged, onClose }: { result: BookingResult; definitions: BookingTag[]; onChanged: (result: BookingResult) => void; onClose: () => void }) {
  const fullScreen = useFullScreenDialog();
  const translate = useTranslate();
  const [tags, setTags] = useState<string[]>(result.booking.tags ?? []);
  const [error, setError] = useState<string | null>(null);
  const change = async (next: string[]) => {
    const added = next.filter((t) => !tags.includes(t));
    const removed = tags.filter((t) => !next.includes(t));
    setError(null);
    try {
      let latest: BookingResult | null = null;
      // A theme that replaces another is only added: the server drops the old theme itself.
      for (const tag of removed.filter((t) => !(added.length && t.includes('THEME:') && added.some((a) => a.includes('THEME:'))))) latest = (await bookingsApi.removeTag({ bookingId: result.booking.id, tag })) as unknown as BookingResult;
      for (const tag of added) latest = (await bookingsApi.addTag({ bookingId: result.booking.id, tag })) as unknown as BookingResult;
      setTags(latest?.booking.tags ?? next);
      if (latest) onChanged(latest);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Dialog open fullScreen={fullScreen} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tags-title">
      <DialogTitle id="tags-title">
        {translate(kit('tags.title'))} – {result.bookingCustomer?.name ?? ''}
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <TagPicker value={tags} onChange={change} definitions={definitions} otherOnBlur />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(kit('actions.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
}
