import { models } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import type { PowerBiEmbed } from '@/shared/reports/powerBi';

/** The Power BI report itself (powerbi-client-react), with a view token from the server. */
export default function PowerBiFrame({ config, title }: { config: Extract<PowerBiEmbed, { available: true }>; title: string }) {
  return (
    <PowerBIEmbed
      embedConfig={{
        type: 'report',
        id: config.reportId,
        embedUrl: config.embedUrl,
        accessToken: config.accessToken,
        tokenType: models.TokenType.Embed,
        settings: { panes: { filters: { expanded: false, visible: true } }, background: models.BackgroundType.Transparent },
      }}
      cssClassName="powerbi-report"
      getEmbeddedComponent={(report) => report.iframe?.setAttribute('title', title)}
    />
  );
}
