import type { IncomingMessage, ServerResponse } from 'node:http';
// @ts-expect-error -- oidc-provider 9 ships no type declarations; the part of its API used here is typed below.
import OidcProviderModule, { errors as untypedErrors, interactionPolicy as untypedPolicy } from 'oidc-provider';

// The part of oidc-provider's API the embedded provider uses.

export type AdapterPayload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

export interface OidcAdapter {
  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<AdapterPayload | undefined>;
  findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
  findByUid(uid: string): Promise<AdapterPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

export interface OidcGrant {
  addOIDCScope(scope: string): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}

export interface OidcClient {
  clientId: string;
  grantTypeAllowed(grantType: string): boolean;
}

/** What a token knows of the session it was issued in. */
export interface OidcToken {
  accountId?: string;
  /** The provider session's stable id (its cookie id changes at every sign-in; this does not). */
  sessionUid?: string;
  /** When a refresh token was rotated (seconds), if it was. */
  consumed?: number;
}

export interface OidcSession {
  uid: string;
  accountId?: string;
  grantIdFor(clientId: string): string | undefined;
  destroy(): Promise<void>;
}

/** The Koa context oidc-provider hands to its callbacks and middleware. */
export interface OidcContext {
  protocol: string;
  host: string;
  type: string;
  body: unknown;
  status: number;
  get(header: string): string;
  set(header: string, value: string): void;
  oidc: {
    provider: OidcProvider;
    /** The name of the endpoint the request went to (`token`, `end_session_confirm`...). */
    route?: string;
    client?: OidcClient;
    params: Record<string, unknown>;
    result?: { login?: unknown; consent?: { grantId?: string } };
    session: OidcSession;
    entities: { RefreshToken?: OidcToken };
  };
}

export interface InteractionResult {
  login?: { accountId: string };
  error?: string;
  error_description?: string;
}

export interface InteractionDetails {
  uid: string;
  params: Record<string, unknown>;
}

export interface OidcProvider {
  proxy: boolean;
  Grant: { new (properties: { clientId: string; accountId: string }): OidcGrant; find(id: string): Promise<OidcGrant | undefined> };
  Session: { findByUid(uid: string): Promise<OidcSession | undefined> };
  /** Koa middleware around every endpoint; after `next()` the endpoint has answered (errors included). */
  use(middleware: (ctx: OidcContext, next: () => Promise<void>) => Promise<void>): void;
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  urlFor(route: string): string;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionResult(req: IncomingMessage, res: ServerResponse, result: InteractionResult, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
  on(event: 'server_error', listener: (ctx: OidcContext, error: Error) => void): void;
}

/** Opaque to this file: built by `Check` and handed back to the provider. */
export interface PolicyCheck {
  readonly reason: string;
}

export interface OidcModule {
  Provider: new (issuer: string, configuration: object) => OidcProvider;
  errors: { InvalidTarget: new (description?: string) => Error; SessionNotFound: new (description?: string) => Error };
  interactionPolicy: {
    base(): { get(name: string): { checks: { add(check: PolicyCheck): void } } };
    Check: new (reason: string, description: string, check: (ctx: OidcContext) => boolean) => PolicyCheck;
  };
}

export const oidc: OidcModule = { Provider: OidcProviderModule, errors: untypedErrors, interactionPolicy: untypedPolicy };
