import type { IdentityProvider } from './auth/identityProvider';
import type { ServerConfig } from './config';

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
  apiBases: ServerConfig['apiBases'];
}

export function browserConfig(config: ServerConfig, identityProvider?: IdentityProvider): BrowserConfig {
  if (config.b2c) {
    const { tenant, signInPolicy, resetPolicy, clientId, apiScope } = config.b2c;
    const host = `${tenant}.b2clogin.com`;
    return {
      auth: {
        mode: 'b2c',
        clientId,
        authority: `https://${host}/${tenant}.onmicrosoft.com/${signInPolicy}`,
        resetAuthority: `https://${host}/${tenant}.onmicrosoft.com/${resetPolicy}`,
        knownAuthorities: [host],
        protocolMode: 'AAD',
        scopes: [apiScope],
      },
      apiBases: config.apiBases,
    };
  }
  if (!identityProvider) throw new Error('the embedded sign-in needs the identity provider');
  return { auth: identityProvider.browserAuth(), apiBases: config.apiBases };
}
