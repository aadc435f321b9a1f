import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Grid, InputAdornment, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { bookingsApi } from '@generated/client/api/bookings';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { getRequestContext } from '@/data/requestContext';
import { nightOf } from '@/shared/bookings/night';
import { formatMoney } from '@/shared/format';
import { ChangeLog } from '../../shared/BookingKit/ChangeLog';
import { errorMessage, errorStatus, fieldErrors } from '@/data/httpErrors';
import { instantAt, localTime } from '../../shared/BookingKit/night';
import { clockOf, currencyOf, keys, useBookingTags, usePeople, useProducts, useSetups, type BookingResult, type VenueDetails } from '../../shared/BookingKit/queries';
import { BOOKING_STATE } from '../../shared/BookingKit/StateChip';
import { TagPicker } from '../../shared/BookingKit/TagPicker';
import { kit } from '../../shared/BookingKit/texts';
import { formField, initialValues, toBody, validate, type FormErrors, type FormValues } from './formValues';
import { OrderLinesEditor } from './OrderLinesEditor';
import type { ScoredTable } from './TableAlternatives';
import { TableSuggestions } from './TableSuggestions';
import { text, type TextKey } from './texts';
import { useFullScreenDialog } from '@/app/widgets/dialogs/useFullScreenDialog';
import { TimePickerField } from '@/app/inputs/dates';
import { EnumSelect } from '@/app/inputs/EnumSelect';

export interface BookingFormProps {
  venueId: string;
  details: VenueDetails;
  /** The night a new booking is for; an existing booking keeps its own. */
  night: string;
  booking?: BookingResult;
  /** The state to start from (accepting a request starts at Venue confirmed). */
  initialState?: number;
  /** Where and when a new booking starts (a free table clicked on the floor). */
  place?: { sectionId: string; tableId: string; time: string };
  onClose: () => void;
  onSaved: (result: BookingResult) => void;
}

const TIME_PATTERN = /^([01]?\d|2[0-3]):[0-5]\d$/;

/**
 * Creates or edits a booking: the guest, guests, arrival and departure (venue time), section and a table from the
 * scored suggestions, state, minimum spend in the country's currency, tags, pre-orders, notes, caseworker and host.
 * Soft warnings of the chosen table must be accepted; a failed save keeps everything typed and marks the fields the
 * server names. Editing also shows the booking's history.
 */
export function BookingForm({ venueId, details, night: givenNight, booking, initialState, place, onClose, onSaved }: BookingFormProps) {
  const fullScreen = useFullScreenDialog();
  const translate = useTranslate();
  const notify = useNotify();
  const clock = clockOf(details);
  const currency = currencyOf(details);
  const night = booking?.booking.arrival ? nightOf(booking.booking.arrival, clock) : givenNight;
  const [values, setValues] = useState<FormValues>(() => ({ ...initialValues(booking, clock, initialState), ...(place && !booking ? { sectionId: place.sectionId, tableId: place.tableId, arrivalTime: place.time } : {}) }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [chosen, setChosen] = useState<ScoredTable | null>(null);
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState(0);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const arrival = TIME_PATTERN.test(values.arrivalTime) ? instantAt(night, values.arrivalTime, clock) : null;
  const departure = values.departureTime && TIME_PATTERN.test(values.departureTime) ? instantAt(night, values.departureTime, clock) : null;
  const setups = useSetups(venueId);
  const active = useQuery({
    queryKey: keys.activeSetup(venueId, arrival ?? instantAt(night, '20:00', clock)),
    queryFn: () => venueSetupsApi.active({ 'date-time': arrival ?? instantAt(night, '20:00', clock) }),
    enabled: !booking?.booking.venueSetupId,
  });
  const setup = booking?.booking.venueSetupId ? setups.data?.find((s) => s.id === booking.booking.venueSetupId) : active.data;
  const tags = useBookingTags();
  const products = useProducts(venueId, setup?.id);
  const caseworkers = usePeople(venueId, 'caseworkers');
  const hosts = usePeople(venueId, 'hosts');
  const me = getRequestContext().userId;
  const policySpend = booking?.minimumSpendAmount?.fromPolicy ? booking.minimumSpendAmount.value : null;
  const sections = useMemo(() => setup?.venueSections ?? [], [setup]);

  const submit = async () => {
    const found = Object.fromEntries(Object.entries(validate(values, night, clock)).map(([k, v]) => [k, translate(text(v as TextKey))])) as FormErrors;
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    if (chosen?.softWarnings.length && !accepted) {
      setErrors({ tableId: translate(text('form.acceptWarnings')) });
      return;
    }
    if (!setup) return setServerError(translate(text('form.noSetup')));
    setSaving(true);
    try {
      const body = toBody(values, { venueId, setupId: setup.id, night, clock, booking });
      const accept = accepted ? { 'accept-soft-warnings': true } : {};
      const saved = booking ? await bookingsApi.update({ id: booking.booking.id, ...accept, body: { ...body, version: booking.booking.version } }) : await bookingsApi.create({ ...accept, body });
      notify(text('form.saved'), { type: 'success' });
      onSaved(saved as unknown as BookingResult);
      onClose();
    } catch (failure) {
      const status = errorStatus(failure);
      setServerError(status === 409 ? translate(text('form.conflict')) : errorMessage(failure));
      const byField: FormErrors = {};
      for (const [field, message] of Object.entries(fieldErrors(failure) ?? {})) {
        const key = formField(field);
        if (key) byField[key] = message;
      }
      setErrors(byField);
    } finally {
      setSaving(false);
    }
  };

  const err = (key: keyof FormValues) => errors[key];
  const field = (key: 'name' | 'phoneNumber' | 'email' | 'customerMessage' | 'newNote' | 'minimumSpend', label: string, extra: object = {}) => (
    <TextField fullWidth size="small" label={label} value={values[key]} onChange={(e) => set(key, e.target.value)} error={Boolean(errors[key])} helperText={err(key)} {...extra} />
  );

  return (
    <Dialog open fullScreen={fullScreen} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="booking-form-title">
      <DialogTitle id="booking-form-title">
        {booking ? `${translate(text('form.edit'))} – ${booking.bookingCustomer?.name ?? ''}` : translate(text('form.create'))}
      </DialogTitle>
      {booking && (
        <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} sx={{ px: 3 }}>
          <Tab label={translate(text('form.details'))} />
          <Tab label={translate(text('form.history'))} />
        </Tabs>
      )}
      <DialogContent dividers>
        {serverError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {serverError}
          </Alert>
        )}
        {tab === 1 && booking ? (
          <ChangeLog entries={booking.booking.changeLog ?? []} timeZone={clock.timeZone} currency={currency} tagDefinitions={tags.data ?? []} />
        ) : (
          <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={2}>
                  <Typography variant="subtitle2">{translate(text('form.guest'))}</Typography>
                  {field('name', translate(text('form.name')), { autoFocus: !booking })}
                  <Stack direction="row" spacing={1}>
                    {field('phoneNumber', translate(text('form.phone')), { type: 'tel' })}
                    {field('email', translate(text('form.email')), { type: 'email' })}
                  </Stack>
                  <Stack direction="row" spacing={1}>
                    <TextField size="small" type="number" label={translate(text('form.guestCount'))} value={values.guestCount} onChange={(e) => set('guestCount', e.target.value)} error={Boolean(errors.guestCount)} helperText={err('guestCount')} slotProps={{ htmlInput: { min: 1, max: 1000 } }} sx={{ width: 110 }} required />
                    <TimePickerField size="small" label={translate(text('form.arrival'))} value={values.arrivalTime} onChange={(value) => set('arrivalTime', value)} error={Boolean(errors.arrivalTime)} helperText={err('arrivalTime')} required />
                    <TimePickerField size="small" label={translate(text('form.departure'))} value={values.departureTime} onChange={(value) => set('departureTime', value)} error={Boolean(errors.departureTime)} helperText={err('departureTime')} />
                  </Stack>
                  <Stack direction="row" spacing={1}>
                    <EnumSelect enumKey={BOOKING_STATE} fullWidth size="small" label={translate(text('form.state'))} value={values.bookingState} onChange={(e) => set('bookingState', Number(e.target.value))} error={Boolean(errors.bookingState)} helperText={err('bookingState')} />
                    <TextField
                      select
                      fullWidth
                      size="small"
                      label={translate(text('form.section'))}
                      value={sections.some((s) => s.id === values.sectionId) ? values.sectionId : ''}
                      onChange={(e) => setValues((v) => ({ ...v, sectionId: e.target.value, tableId: '' }))}
                      error={Boolean(errors.sectionId)}
                      helperText={err('sectionId') ?? (setup ? setup.name : active.isFetched && !setup ? translate(text('form.noSetup')) : undefined)}
                      required
                    >
                      {sections.map((s) => (
                        <MenuItem key={s.id} value={s.id}>
                          {s.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Stack>
                  <TableSuggestions
                    venueId={venueId}
                    sectionId={values.sectionId}
                    guestCount={Number(values.guestCount)}
                    arrival={arrival}
                    departure={departure}
                    bookingId={booking?.booking.id}
                    clock={clock}
                    value={values.tableId}
                    onChange={(tableId, table) => {
                      set('tableId', tableId);
                      setChosen(table);
                      setAccepted(false);
                    }}
                    accepted={accepted}
                    onAccept={setAccepted}
                    onAlternative={(choice) => {
                      setValues((v) => ({
                        ...v,
                        sectionId: choice.sectionId,
                        tableId: choice.table.table.id,
                        ...(choice.arrival ? { arrivalTime: localTime(choice.arrival, clock), departureTime: choice.departure ? localTime(choice.departure, clock) : v.departureTime } : {}),
                      }));
                      setChosen(choice.table);
                      setAccepted(false);
                    }}
                    error={err('tableId')}
                  />
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={2}>
                  {field('minimumSpend', translate(text('form.minimumSpend'), { currency }), {
                    type: 'number',
                    helperText: err('minimumSpend') ?? (policySpend !== null ? translate(text('form.minimumSpendFromPolicy'), { amount: formatMoney(policySpend, currency) }) : undefined),
                    slotProps: { input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> }, htmlInput: { min: 0, step: 0.01 } },
                  })}
                  <TagPicker value={values.tags} onChange={(t) => set('tags', t)} definitions={tags.data ?? []} />
                  <OrderLinesEditor value={values.orderLines} onChange={(l) => set('orderLines', l)} products={products.data ?? []} currency={currency} />
                  {(booking?.booking.notes ?? []).map((n, i) => (
                    <Typography key={i} variant="body2">
                      <strong>{n.createdBy}:</strong> {n.message}
                    </Typography>
                  ))}
                  {field('newNote', translate(text('form.newNote')), { multiline: true, minRows: 1 })}
                  {field('customerMessage', translate(text('form.message')), { multiline: true, minRows: 1 })}
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TextField select fullWidth size="small" label={translate(text('form.caseworker'))} value={values.caseworker} onChange={(e) => set('caseworker', e.target.value)} error={Boolean(errors.caseworker)} helperText={err('caseworker')}>
                      <MenuItem value="">{translate(text('form.nobody'))}</MenuItem>
                      {(caseworkers.data ?? []).map((p) => (
                        <MenuItem key={p.userId} value={p.userId}>
                          {p.name}
                        </MenuItem>
                      ))}
                    </TextField>
                    {me && (caseworkers.data ?? []).some((p) => p.userId === me) && values.caseworker !== me && (
                      <Button size="small" onClick={() => set('caseworker', me)} sx={{ whiteSpace: 'nowrap' }}>
                        {translate(text('actions.assignMe'))}
                      </Button>
                    )}
                  </Stack>
                  <TextField select fullWidth size="small" label={translate(text('form.host'))} value={values.host} onChange={(e) => set('host', e.target.value)} error={Boolean(errors.host)} helperText={err('host')}>
                    <MenuItem value="">{translate(text('form.nobody'))}</MenuItem>
                    {(hosts.data ?? []).map((p) => (
                      <MenuItem key={p.userId} value={p.userId}>
                        {p.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                    <FormControlLabel control={<Checkbox checked={values.notifyCaseworker} onChange={(e) => set('notifyCaseworker', e.target.checked)} />} label={translate(text('form.notifyCaseworker'))} />
                    <FormControlLabel control={<Checkbox checked={values.paymentReceived} onChange={(e) => set('paymentReceived', e.target.checked)} />} label={translate(text('form.paymentReceived'))} />
                  </Stack>
                </Stack>
              </Grid>
            </Grid>
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(kit('actions.cancel'))}</Button>
        {tab === 0 && (
          <Button variant="contained" onClick={submit} disabled={saving}>
            {translate(kit('actions.save'))}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
