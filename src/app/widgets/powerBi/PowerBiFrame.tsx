import { Box, LinearProgress } from '@mui/material';
import { models } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PowerBiEmbed } from '@/shared/reports/powerBi';

/**
 * The Power BI report itself (powerbi-client-react), with a view token from the server. Power BI takes a few seconds
 * to draw a report in its frame; a progress bar shows until the report says it has loaded (or failed, which the frame
 * then shows itself).
 */
export default function PowerBiFrame({ config, title }: { config: Extract<PowerBiEmbed, { available: true }>; title: string }) {
  const translate = useTranslate();
  const [loaded, setLoaded] = useState(false);
  const eventHandlers = useMemo(
    () =>
      new Map([
        ['loaded', () => setLoaded(true)],
        ['error', () => setLoaded(true)],
      ]),
    [],
  );
  return (
    <Box sx={{ position: 'relative', height: '100%', '& .powerbi-report': { height: '100%' } }}>
      {!loaded && <LinearProgress aria-label={translate('app.powerBi.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <PowerBIEmbed
        embedConfig={{
          type: 'report',
          id: config.reportId,
          embedUrl: config.embedUrl,
          accessToken: config.accessToken,
          tokenType: models.TokenType.Embed,
          settings: { panes: { filters: { expanded: false, visible: true } }, background: models.BackgroundType.Transparent },
        }}
        eventHandlers={eventHandlers}
        cssClassName="powerbi-report"
        getEmbeddedComponent={(report) => report.iframe?.setAttribute('title', title)}
      />
    </Box>
  );
}
