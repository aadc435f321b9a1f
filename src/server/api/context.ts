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
  log: FastifyBaseLogger;
  services: AppServices;
}
