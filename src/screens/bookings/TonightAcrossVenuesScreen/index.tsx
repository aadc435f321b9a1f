import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTabParam } from '@/app/navigation/useTabParam';
import { OccupancyHeatmap } from './OccupancyHeatmap';
import { text } from './texts';
import { TonightBoard } from './TonightBoard';
import { PageTabs } from '@/app/navigation/PageTabs';

const TABS = ['tonight', 'heatmap'] as const;

/**
 * Tonight across venues (route /cockpit/tonight): every venue the user may see, on its night, as hosts work, and the
 * month's occupancy by venue and day. Each venue and each day opens that night in Table Booking.
 */
export default function TonightAcrossVenuesScreen() {
  const translate = useTranslate();
  const [tab, go] = useTabParam(TABS, 'tonight', { omitInitial: true });
  return (
    <Box>
      <PageTabs tabs={TABS} value={tab} onChange={go} label={(t) => translate(text(`tabs.${t}`))} scrollable />
      {tab === 'tonight' ? <TonightBoard /> : <OccupancyHeatmap />}
    </Box>
  );
}
