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

/** The Koa context oidc-provider hands to its callbacks. */
export interface OidcContext {
  protocol: string;
  host: string;
  type: string;
  body: unknown;
  set(header: string, value: string): void;
  oidc: {
    provider: OidcProvider;
    client?: OidcClient;
    params: Record<string, unknown>;
    result?: { login?: unknown; consent?: { grantId?: string } };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
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
