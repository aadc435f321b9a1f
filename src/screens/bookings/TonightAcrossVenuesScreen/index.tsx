import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTabParam } from '@/app/navigation/useTabParam';
import { OccupancyHeatmap } from './OccupancyHeatmap';
import { text } from './texts';
import { TonightBoard } from './TonightBoard';

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
      <Tabs value={tab} onChange={(_e, v: (typeof TABS)[number]) => go(v)} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(text(`tabs.${t}`))} />
        ))}
      </Tabs>
      {tab === 'tonight' ? <TonightBoard /> : <OccupancyHeatmap />}
    </Box>
  );
}
