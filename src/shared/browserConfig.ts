import type { ApiSurface } from './surfaces';

/** What the browser needs to know at start: how to sign in and where each API lives. */
export interface BrowserConfig {
  auth: {
    mode: 'embedded' | 'b2c';
    clientId: string;
    /** MSAL authority; for the embedded provider a nominal https address resolved by `authorityMetadata`. */
    authority: string;
    /** Authority of the password-reset flow. */
    resetAuthority: string;
    knownAuthorities: string[];
    /** OpenID metadata as JSON, so MSAL needs no discovery request (embedded provider only). */
    authorityMetadata?: string;
    protocolMode: 'OIDC' | 'AAD';
    scopes: string[];
    /** Extra authorization parameters of the password-reset flow (embedded provider only). */
    resetQueryParameters?: Record<string, string>;
  };
  /** The base address of each API surface. */
  apiBases: Record<ApiSurface, string>;
}
