/** What GET /PowerBI answers, as a JSON string the browser parses. */
export type PowerBiEmbed =
  | { available: true; reportId: string; embedUrl: string; accessToken: string; tokenType: 'Embed'; expiration: string | null }
  | { available: false; reason: 'notConfigured' | 'unreachable' | 'notFound'; detail?: string };
