import type { BrowserConfig } from '@/shared/browserConfig';
import type { IdentityProvider } from './auth/identityProvider';
import type { ServerConfig } from './config';

/** The configuration `/config.json` answers: Azure AD B2C's when configured, else the embedded provider's. */
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
