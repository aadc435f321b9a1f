import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WithVenueDetails } from '../../shared/BookingKit/WithVenueDetails';
import type { VenueDetails } from '../../shared/BookingKit/queries';
import { OccupancyTab } from './OccupancyTab';
import { RejectedTab } from './RejectedTab';
import { RequestsTab } from './RequestsTab';
import { text } from './texts';
import { useTabParam } from '@/app/navigation/useTabParam';
import { PageTabs } from '@/app/navigation/PageTabs';

const TABS = ['requests', 'rejected', 'occupancy'] as const;

function Overview({ venueId, details }: { venueId: string; details: VenueDetails }) {
  const translate = useTranslate();
  const [tab, go] = useTabParam(TABS, 'requests');
  return (
    <Box>
      <PageTabs tabs={TABS} value={tab} onChange={go} label={(t) => translate(text(`tabs.${t}`))} />
      {tab === 'requests' && <RequestsTab venueId={venueId} details={details} />}
      {tab === 'rejected' && <RejectedTab venueId={venueId} details={details} />}
      {tab === 'occupancy' && <OccupancyTab venueId={venueId} />}
    </Box>
  );
}

/** Booking Overview (route /marcom/guest-relations; also in the CRM sidebar): requests, rejected requests, occupancy. */
export default function BookingOverviewScreen() {
  return <WithVenueDetails>{(venueId, details) => <Overview key={venueId} venueId={venueId} details={details} />}</WithVenueDetails>;
}
