import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { powerBiApi } from '@generated/client/api/powerBi';
import { errorStatus } from '@/data/httpErrors';
import type { PowerBiEmbed } from '@/shared/reports/powerBi';

/** The embedding library loads only when a report can be shown. */
const Embed = lazy(() => import('./PowerBiFrame'));

/** GET /PowerBI answers a JSON string; this is what it says once parsed. */
export function parseEmbed(answer: string): PowerBiEmbed {
  return JSON.parse(answer) as PowerBiEmbed;
}

/**
 * A Power BI report from the server's embed configuration (the cockpit's reports, the tester, a meeting's Power BI step). Without a Power BI service (the embedded default) or
 * when it cannot be reached, or for a role that may not see reports, the page says so plainly instead of failing.
 */
export function PowerBiReport({ reportId, workspaceId, title, height = 'calc(100vh - 180px)' }: { reportId: string; workspaceId: string; title: string; height?: string }) {
  const translate = useTranslate();
  const embed = useQuery({ queryKey: ['powerBi', reportId, workspaceId], queryFn: async () => parseEmbed(await powerBiApi.get({ reportId, workspaceId })), staleTime: 30 * 60_000 });
  if (embed.isPending) return <LinearProgress aria-label={translate('app.powerBi.loading')} />;
  // A role without the right to reports is a fact of the page, not a failure to try again (a meeting goes on without it).
  if (errorStatus(embed.error) === 403) return <Alert severity="info">{translate('app.powerBi.forbidden')}</Alert>;
  if (embed.isError)
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => embed.refetch()}>{translate('app.powerBi.retry')}</Button>}>
        {embed.error.message}
      </Alert>
    );
  const config = embed.data;
  if (!config.available)
    return (
      <Alert severity={config.reason === 'notConfigured' ? 'info' : 'warning'} action={config.reason === 'unreachable' ? <Button color="inherit" size="small" onClick={() => embed.refetch()}>{translate('app.powerBi.retry')}</Button> : undefined}>
        {translate(`app.powerBi.unavailable.${config.reason}`)}
      </Alert>
    );
  return (
    <Box sx={{ height, minHeight: 480 }}>
      <Suspense fallback={<LinearProgress aria-label={translate('app.powerBi.loading')} />}>
        <Embed config={config} title={title} />
      </Suspense>
    </Box>
  );
}
