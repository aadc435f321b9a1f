import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthenticatedUser } from '../auth/session';
import type { Database } from '../db/types';
import type { AppServices } from '../services';
import type { Store } from './store';

/** What a domain action gets with every request. Inside a write, `db` is the request's transaction. */
export interface RequestContext {
  db: Kysely<Database>;
  store: Store;
  user: AuthenticatedUser;
  /** The VenueId header: the venue the user works in. */
  venueId: string | null;
  /** The CountryId header: the country the user works in. */
  countryId: string | null;
  now: Date;
  /**
   * The endpoint being served: the permissions it declares (any of; null: every signed-in user) and whether it only
   * reads or changes data. Records an action loads by id are checked against these (`assertActsAt`).
   */
  endpoint: { permission: string[] | null; access: 'read' | 'write' };
  log: FastifyBaseLogger;
  services: AppServices;
}
