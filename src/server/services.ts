import type { ServerConfig } from './config';

/** Long-lived services domain actions reach through their context. */
export interface AppServices {
  config: ServerConfig;
}
