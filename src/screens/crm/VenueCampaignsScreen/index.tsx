import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router';
import { useSelection } from '@/app/selection/useSelection';
import { CampaignDetailPage } from './CampaignDetailPage';
import { CampaignLists } from './CampaignLists';
import { text } from './texts';

/** Venue campaigns of the active venue by status group, head office's approval queue, and one campaign (route /vp/venuecampaigns). */
export default function VenueCampaignsScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  if (!venueId) return <Alert severity="info">{translate(text('states.noVenue'))}</Alert>;
  return (
    <Routes>
      <Route index element={<CampaignLists key={venueId} venueId={venueId} />} />
      <Route path=":id" element={<CampaignDetailPage />} />
    </Routes>
  );
}
