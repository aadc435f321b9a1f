import { performance } from 'node:perf_hooks';
import { hasPermission, hasPermissionAnyVenue } from '@/shared/permissions';
import { passesNarrowing, type PushNarrowing } from '@/shared/pushNarrowing';
import { ApiError, forbidden, notFound, unauthorized } from '../api/errors';
import { clock } from '@/shared/clock';
import { loadUser } from '../auth/session';
import { sessionOf, type SessionRegistry, type TokenSession } from '../auth/sessions';
import { TokenError, type TokenVerifier } from '../auth/tokens';
import type { Db } from '../db/connect';
import type { RealtimeEvent } from './bus';
import { HubConnection } from './hubConnection';
import { invocation } from './protocol';

/** A hub and the permission that lets a user connect to it and hear about a venue's changes. */
export interface HubDefinition {
  name: string;
  permission: string;
}

export interface HubUser {
  userId: string;
  session: TokenSession;
  /** The token's expiry, ms since the epoch. */
  expiresAt: number;
}

export interface HubsOptions {
  db: Db;
  verifier: TokenVerifier;
  /** The same registry of ended sessions as the API's: a signed-out session neither connects nor hears. */
  sessions: SessionRegistry;
  hubs: HubDefinition[];
}

const TICK_MS = 5_000;

/**
 * The hubs of this server instance and their connections. A change reaches a connection only when its user holds
 * the hub's permission at the change's venue now (permissions are read as every request reads them, cached ten
 * seconds): the filtering is the server's, whatever the client asks for.
 */
export class RealtimeHubs {
  private readonly definitions: Map<string, HubDefinition>;
  private readonly byToken = new Map<string, HubConnection>();
  private readonly byHub = new Map<string, Set<HubConnection>>();
  private readonly ticker: NodeJS.Timeout;

  constructor(private readonly options: HubsOptions) {
    this.definitions = new Map(options.hubs.map((h) => [h.name.toLowerCase(), h]));
    for (const hub of options.hubs) this.byHub.set(hub.name, new Set());
    this.ticker = setInterval(() => this.tick(), TICK_MS);
    this.ticker.unref();
  }

  hub(name: string): HubDefinition {
    const hub = this.definitions.get(name.toLowerCase());
    if (!hub) throw notFound(`The hub ${name}`);
    return hub;
  }

  /** The token's user, who must exist and hold the hub's permission somewhere: 401 or 403 otherwise. */
  async authenticate(hub: HubDefinition, token: string | null): Promise<HubUser> {
    if (!token) throw unauthorized('Sign-in required: no access token');
    let verified;
    try {
      verified = await this.options.verifier.verify(token);
    } catch (error) {
      throw unauthorized(`Sign-in required: ${error instanceof TokenError ? error.message : 'the token is not valid'}`);
    }
    const session = sessionOf(verified);
    if (!(await this.options.sessions.isAlive(session))) throw unauthorized('Sign-in required: the session has ended');
    const user = await loadUser(this.options.db, verified.userId);
    if (!user) throw unauthorized('Sign-in required: the user is not known to the portal');
    if (!hasPermissionAnyVenue(user.permissions, hub.permission)) throw forbidden();
    const exp = typeof verified.claims.exp === 'number' ? verified.claims.exp * 1000 : clock.now().getTime() + 3_600_000;
    return { userId: verified.userId, session, expiresAt: exp };
  }

  /** A new connection, waiting for its transport (negotiate, or a WebSocket that skipped it), hearing what `narrowing` lets through. */
  open(hub: HubDefinition, user: HubUser, narrowing: PushNarrowing | null = null): HubConnection {
    const connection = new HubConnection(hub.name, user.userId, user.session, user.expiresAt, (c) => this.forget(c), narrowing);
    this.byToken.set(connection.connectionToken, connection);
    this.byHub.get(hub.name)!.add(connection);
    return connection;
  }

  /** The connection a client names by `?id=`, which must be the same user's. */
  find(hub: HubDefinition, connectionToken: string | null, user: HubUser): HubConnection {
    const connection = connectionToken ? this.byToken.get(connectionToken) : undefined;
    if (!connection || connection.hub !== hub.name || connection.isClosed) throw new ApiError(404, 'No connection with this id');
    if (connection.userId !== user.userId) throw forbidden('The connection belongs to another user');
    return connection;
  }

  /** Sends an event to every connection of its hub that asked to hear it and whose user may see its venue. */
  async deliver(event: RealtimeEvent): Promise<number> {
    const hub = this.definitions.get(event.hub.toLowerCase());
    const conversation = (event.payload.conversation ?? {}) as Record<string, unknown>;
    const connections = hub ? [...this.byHub.get(hub.name)!].filter((c) => c.isOpen && passesNarrowing(c.narrowing, event.venueId, conversation)) : [];
    if (!hub || !connections.length) return 0;
    const users = new Map<string, Promise<boolean>>();
    const permitted = (userId: string) => {
      let known = users.get(userId);
      if (!known) {
        known = loadUser(this.options.db, userId).then((user) => Boolean(user && hasPermission(user.permissions, hub.permission, event.venueId)));
        users.set(userId, known);
      }
      return known;
    };
    const alive = await this.options.sessions.areAlive(connections.map((c) => c.session));
    const allowed = await Promise.all(connections.map((c) => permitted(c.userId)));
    const text = invocation(event.target, [event.payload]);
    let sent = 0;
    connections.forEach((c, i) => {
      if (!alive[i]) c.close('Unauthorized: the session has ended');
      else if (allowed[i] && c.send(text)) sent += 1;
    });
    return sent;
  }

  /** Closes every connection, telling the clients whether to come back (they then fetch what they missed). */
  closeAll(error: string, allowReconnect: boolean): void {
    for (const connection of [...this.byToken.values()]) connection.close(error, allowReconnect);
  }

  /** Open connections per hub and transport. */
  stats(): Record<string, { WebSockets: number; LongPolling: number }> {
    const stats: Record<string, { WebSockets: number; LongPolling: number }> = {};
    for (const [hub, set] of this.byHub) {
      stats[hub] = { WebSockets: 0, LongPolling: 0 };
      for (const c of set) if (c.isOpen && c.transportKind) stats[hub][c.transportKind] += 1;
    }
    return stats;
  }

  stop(): void {
    clearInterval(this.ticker);
    this.closeAll('The server is shutting down', true);
  }

  private tick() {
    const now = performance.now();
    for (const connection of [...this.byToken.values()]) connection.tick(now);
  }

  private forget(connection: HubConnection) {
    this.byToken.delete(connection.connectionToken);
    this.byHub.get(connection.hub)?.delete(connection);
  }
}
