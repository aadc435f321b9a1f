import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { errorStatus } from '@/data/httpErrors';
import { useActiveCountry } from '@/screens/crm/_parts/useActiveCountry';
import { ConsentsTab } from './ConsentsTab';
import { DetailsTab } from './DetailsTab';
import { EditGuestDialog } from './EditGuestDialog';
import { ExportDialog } from './ExportDialog';
import { AccessLogTab, ChangeLogTab, FieldSourcesTab, GlobalLogTab } from './LogTabs';
import { NotesTab } from './NotesTab';
import { displayName, ProfileHeader } from './ProfileHeader';
import { ReferralsTab } from './ReferralsTab';
import { RegisterRequestButton } from './RegisterRequestButton';
import { text } from './texts';
import { useGuestMutations, useGuestProfile, useGuestValue, useSegmentation } from './useGuestProfile';
import { useVenueNames } from './venues';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useTabParam } from '@/app/navigation/useTabParam';

const TABS = ['details', 'consents', 'notes', 'referrals', 'log', 'sources', 'global', 'access'] as const;
type TabId = (typeof TABS)[number];

function GuestProfile({ id }: { id: string }) {
  const translate = useTranslate();
  const countryId = useActiveCountry();
  // Exporting and the access log have permissions of their own (head office, and guest relations for exports).
  const mayExport = useCanWrite({ permission: ['vp.hq.guestprofiles.export'] }, { country: countryId });
  const maySeeAccessLog = useCanWrite({ permission: ['vp.hq.guestprofiles.accesslog.view'] }, { country: countryId });
  const tabs = maySeeAccessLog ? TABS : TABS.filter((t) => t !== 'access');
  const [tab, setTab] = useTabParam(tabs, 'details', { omitInitial: true });
  const profile = useGuestProfile(countryId, id);
  const value = useGuestValue(id, profile.isSuccess && !profile.data.anonymizedAt);
  const segmentation = useSegmentation();
  const mutations = useGuestMutations(countryId, id);
  const venues = useVenueNames(countryId);
  // A guest belongs to a country: changing one needs the write permission there.
  const mayEdit = useCanWrite('guestProfiles.updateProfile', { country: countryId });
  const [dialog, setDialog] = useState<'edit' | 'anonymize' | 'export' | null>(null);
  const country = translate(`countries.${countryId}`);

  if (profile.isPending) return <LoadingScreen />;
  if (profile.isError) {
    const status = errorStatus(profile.error);
    return (
      <Alert severity={status === 404 || status === 403 ? 'warning' : 'error'}>
        {status === 404 ? translate(text('states.notFound'), { country }) : status === 403 ? translate(text('states.forbidden'), { country }) : translate(profile.error.message, { _: profile.error.message })}
      </Alert>
    );
  }
  const guest = profile.data;
  const name = displayName(guest) ?? translate(text('anonymousName'));

  return (
    <Stack spacing={2}>
      <ProfileHeader
        guest={guest}
        value={value.data}
        anonymizedByName={guest.anonymizedByName}
        onEdit={mayEdit ? () => setDialog('edit') : undefined}
        onAnonymize={mayEdit ? () => setDialog('anonymize') : undefined}
        onExport={mayExport ? () => setDialog('export') : undefined}
      />
      {!guest.anonymizedAt && <RegisterRequestButton guestId={id} name={name} country={countryId} />}
      <Card>
        <Tabs value={tab} onChange={(_e, next: TabId) => setTab(next)} variant="scrollable" scrollButtons="auto" aria-label={translate(text('tabs.label'))}>
          {tabs.map((t) => (
            <Tab key={t} value={t} label={translate(text(`tabs.${t}`))} id={`guest-tab-${t}`} aria-controls={`guest-tabpanel-${t}`} />
          ))}
        </Tabs>
        <CardContent role="tabpanel" id={`guest-tabpanel-${tab}`} aria-labelledby={`guest-tab-${tab}`}>
          {tab === 'details' && <DetailsTab guest={guest} venueName={venues.name(guest.venueId)} />}
          {tab === 'consents' && <ConsentsTab guest={guest} countryVenues={venues.consentVenues} canChange={venues.canChangeConsents} venueName={venues.name} pending={mutations.consent.isPending} pendingChange={mutations.consent.isPending ? mutations.consent.variables : undefined} onChange={(c) => mutations.consent.mutate(c)} />}
          {tab === 'notes' && <NotesTab guest={guest} countryVenues={venues.countryVenues} onAdd={mayEdit ? (n) => mutations.note.mutateAsync(n) : undefined} pending={mutations.note.isPending} />}
          {tab === 'referrals' && <ReferralsTab guest={guest} countryVenues={venues.countryVenues} venueName={venues.name} onShorten={mayEdit ? (v) => mutations.shorten.mutate(v) : undefined} pending={mutations.shorten.isPending} />}
          {tab === 'log' && <ChangeLogTab country={countryId} guestId={id} />}
          {tab === 'sources' && <FieldSourcesTab country={countryId} guestId={id} />}
          {tab === 'global' && <GlobalLogTab guestId={id} />}
          {tab === 'access' && <AccessLogTab country={countryId} guestId={id} />}
        </CardContent>
      </Card>
      {dialog === 'edit' && (
        <EditGuestDialog
          guest={guest}
          countryVenues={venues.countryVenues}
          catalogue={segmentation.data && { labels: segmentation.data.labels.map((l) => l.name), interests: segmentation.data.interests.map((i) => i.name) }}
          save={(body) => mutations.update.mutateAsync(body)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'export' && <ExportDialog country={countryId} guestId={id} name={name} onClose={() => setDialog(null)} onDone={mutations.exported} />}
      {dialog === 'anonymize' && (
        <ConfirmDialog
          title={translate(text('anonymize.title'))}
          confirmLabel={translate(text('anonymize.confirm'))}
          destructive
          pending={mutations.anonymize.isPending}
          onConfirm={() => mutations.anonymize.mutate(undefined, { onSettled: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        >
          {translate(text('anonymize.text'), { name })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** A guest's profile (route /crm/guest/{id}) in the country chosen at the top. */
export default function GuestProfileScreen() {
  const translate = useTranslate();
  const { id } = useParams();
  const countryId = useActiveCountry();
  return (
    <Box>
      <Button component={RouterLink} to={`/crm/guests?countryId=${countryId}`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate(text('back'))}
      </Button>
      {id && <GuestProfile key={`${id}-${countryId}`} id={id} />}
    </Box>
  );
}
