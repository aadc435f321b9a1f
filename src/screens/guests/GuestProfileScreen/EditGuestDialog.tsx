import { Box } from '@mui/material';
import { AutocompleteArrayInput, email, maxLength, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { text } from './texts';
import type { GuestProfile, UpdateBody } from './useGuestProfile';

interface EditGuestDialogProps {
  guest: GuestProfile;
  countryVenues: { id: string; name: string }[];
  /** The labels and interests of the segmentation catalogue, when the user may read it. */
  catalogue: { labels: string[]; interests: string[] } | undefined;
  save: (body: UpdateBody) => Promise<unknown>;
  onClose: () => void;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'birthDate', 'profileImageUrl', 'socialsFacebook', 'socialsInstagram', 'venueId', 'labels', 'interests'] as const;
type Values = Pick<GuestProfile, (typeof FIELDS)[number]> & { referredByCode?: string | null };

const choices = (names: string[]) => names.map((n) => ({ id: n, name: n }));

/** Edits the guest's personal data, home venue, labels and interests; the server logs every change. */
export function EditGuestDialog({ guest, countryVenues, catalogue, save, onClose }: EditGuestDialogProps) {
  const translate = useTranslate();
  const defaults = Object.fromEntries(FIELDS.map((f) => [f, guest[f]])) as Values;
  const label = (f: string) => `resources.guestProfiles.fields.${f}`;
  const labels = [...new Set([...(catalogue?.labels ?? []), ...guest.labels])];
  const interests = [...new Set([...(catalogue?.interests ?? []), ...guest.interests])];
  return (
    <FormDialog<Values>
      title={translate(text('edit.title'))}
      defaultValues={defaults}
      onSave={(values) =>
        save({
          version: guest.version,
          ...Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? (f === 'labels' || f === 'interests' ? [] : null)])),
          ...(values.referredByCode?.trim() ? { referredByCode: values.referredByCode.trim() } : {}),
        })
      }
      onClose={onClose}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="firstName" label={label('firstName')} validate={maxLength(100)} autoFocus />
        <TextInput source="lastName" label={label('lastName')} validate={maxLength(100)} />
        <TextInput source="email" type="email" label={label('email')} validate={[email(), maxLength(200)]} />
        <TextInput source="phone" label={label('phone')} validate={maxLength(20)} />
        <DateInput source="birthDate" label={label('birthDate')} />
        <SelectInput source="venueId" label={label('venueId')} choices={countryVenues} emptyText={translate(text('details.empty'))} />
        <TextInput source="socialsFacebook" label={label('socialsFacebook')} validate={maxLength(200)} />
        <TextInput source="socialsInstagram" label={label('socialsInstagram')} validate={maxLength(200)} />
      </Box>
      <TextInput source="profileImageUrl" label={label('profileImageUrl')} validate={maxLength(1000)} />
      <AutocompleteArrayInput source="labels" label={label('labels')} choices={choices(labels)} />
      <AutocompleteArrayInput source="interests" label={label('interests')} choices={choices(interests)} />
      {!guest.referredByGuestId && (
        <TextInput source="referredByCode" label={text('edit.referredByCode')} helperText={text('edit.referredByCodeHelp')} validate={maxLength(20)} slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }} />
      )}
    </FormDialog>
  );
}
