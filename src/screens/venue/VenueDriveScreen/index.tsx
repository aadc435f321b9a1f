import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSelection } from '@/app/selection/useSelection';
import { Drive } from './Drive';
import { text } from './texts';

/** The active venue's drive (route /vp/venuedrive): folders, files, uploads, sharing. */
export default function VenueDriveScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  if (!venueId) return <Alert severity="info">{translate(text('states.noVenue'))}</Alert>;
  return <Drive key={venueId} venueId={venueId} />;
}
