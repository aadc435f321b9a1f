import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { models } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PowerBiEmbed } from '@/shared/reports/powerBi';

/** How long a report may take to draw before the frame says so: Power BI usually needs a few seconds. */
export const POWER_BI_SLOW_AFTER_MS = 30_000;

/**
 * The Power BI report itself (powerbi-client-react), with a view token from the server. Power BI takes a few seconds
 * to draw a report in its frame; a progress bar shows until the report says it has loaded (or failed, which the frame
 * then shows itself). A browser that cannot reach Power BI (a network that blocks it) hears neither: after 30 seconds
 * the progress bar gives way to a message and a way to try again.
 */
export default function PowerBiFrame({ config, title }: { config: Extract<PowerBiEmbed, { available: true }>; title: string }) {
  const translate = useTranslate();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  const eventHandlers = useMemo(
    () =>
      new Map([
        ['loaded', () => setLoaded(true)],
        ['error', () => setLoaded(true)],
      ]),
    [],
  );
  useEffect(() => {
    if (loaded) return;
    const timer = setTimeout(() => setSlow(true), POWER_BI_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loaded, attempt]);
  const retry = () => {
    setSlow(false);
    setLoaded(false);
    setAttempt((n) => n + 1);
  };
  return (
    <Box sx={{ position: 'relative', height: '100%', '& .powerbi-report': { height: '100%' } }}>
      {!loaded && !slow && <LinearProgress aria-label={translate('app.powerBi.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      {!loaded && slow && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {translate('app.powerBi.retry')}
            </Button>
          }
        >
          {translate('app.powerBi.slow')}
        </Alert>
      )}
      <PowerBIEmbed
        key={attempt}
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
