import { Alert, Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSelection } from '@/app/selection/useSelection';
import { errorMessage } from '@/data/httpErrors';
import { clockOf, currencyOf, keys, useVenueDetails, type VenueDetails } from '../../shared/BookingKit/queries';
import { kit } from '../../shared/BookingKit/texts';
import { CreateVenueDialog } from './CreateVenueDialog';
import { ProductsPanel } from './ProductsPanel';
import { SetupsPanel } from './SetupsPanel';
import { text } from './texts';
import { useCanEditSetup } from './useCanEdit';
import { VenueDetailsCard } from './VenueDetailsCard';
import { useTabParam } from '@/app/navigation/useTabParam';
import { useSessionVenue } from '@/app/session/useSessionVenue';
import { PageTabs } from '@/app/navigation/PageTabs';

const TABS = ['venue', 'setups', 'products'] as const;

function Setup({ venueId, details }: { venueId: string; details: VenueDetails }) {
  const translate = useTranslate();
  const canEdit = useCanEditSetup(venueId);
  const [tab, go] = useTabParam(TABS, 'setups');
  const clock = clockOf(details);
  const currency = currencyOf(details);
  return (
    <Box>
      <PageTabs tabs={TABS} value={tab} onChange={go} label={(t) => translate(text(`tabs.${t}`))} />
      {tab === 'venue' && <VenueDetailsCard key={details.version} details={details} canEdit={canEdit} />}
      {tab === 'setups' && <SetupsPanel venueId={venueId} canEdit={canEdit} currency={currency} timeZone={clock.timeZone} />}
      {tab === 'products' && <ProductsPanel venueId={venueId} canEdit={canEdit} currency={currency} />}
    </Box>
  );
}

/** A venue not on table booking yet: whoever may set it up creates its details and first setup here. */
function NotOnBooking({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const canEdit = useCanEditSetup(venueId);
  const [open, setOpen] = useState(false);
  const { venue } = useSessionVenue(venueId);
  const portal = { venueId, name: venue?.name ?? venueId, country: venue?.country ?? 'dk' };
  return (
    <Box>
      <Alert severity="info" action={canEdit ? <Button onClick={() => setOpen(true)}>{translate(text('create.start'))}</Button> : undefined}>
        {translate(text('create.intro'), { venue: portal.name })}
      </Alert>
      {open && <CreateVenueDialog venue={portal} onCreated={() => client.invalidateQueries({ queryKey: keys.venue(venueId) })} onClose={() => setOpen(false)} />}
    </Box>
  );
}

/** Venue setup (route /marcom/marcom/setup): venue details, setups with sections and tables, policies and products. */
export default function VenueSetupScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  const details = useVenueDetails(venueId ?? '');
  if (!venueId) return <Alert severity="info">{translate(kit('states.noVenue'))}</Alert>;
  if (details.isPending) return <Typography>{translate(kit('states.loading'))}</Typography>;
  if (details.isError) return <Alert severity="error">{errorMessage(details.error)}</Alert>;
  if (!details.data) return <NotOnBooking key={venueId} venueId={venueId} />;
  return <Setup key={venueId} venueId={venueId} details={details.data} />;
}
