import type { HubDefinition } from '../realtime/hubs';
import { INBOX_HUBS } from './crm/inboxPushes';

/** Every realtime hub the server offers (`/hubs/<name>`); areas add theirs here. */
export const REALTIME_HUBS: HubDefinition[] = Object.values(INBOX_HUBS);
