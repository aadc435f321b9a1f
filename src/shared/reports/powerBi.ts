/** What GET /PowerBI answers, as a JSON string the browser parses. */
export type PowerBiEmbed =
  | { available: true; reportId: string; embedUrl: string; accessToken: string; tokenType: 'Embed'; expiration: string | null }
  | { available: false; reason: 'notConfigured' | 'unreachable' | 'notFound'; detail?: string };

/** What the domain actions of power bi reports answer: the contract between `src/server/domain/reports/powerBi.ts` and the typed calls. */
export interface PowerBiResults {
  embedConfig: string;
}
