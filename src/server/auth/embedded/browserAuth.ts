import type { BrowserConfig } from '@/shared/browserConfig';
import type { OidcProvider } from './oidc';
import { API_SCOPE, CLIENT_ID } from './settings';

/** The portal's origin plus its loopback twin: `localhost` and `127.0.0.1` are both secure contexts for MSAL. */
export function appOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (twin) {
    url.hostname = twin;
    origins.push(url.origin);
  }
  return origins;
}

/** MSAL refuses an http authority, so over http it gets a nominal https one that `authorityMetadata` resolves. */
function msalAuthority(issuer: string): string {
  const url = new URL(issuer);
  return url.protocol === 'https:' ? issuer : `https://localhost${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/** How MSAL reaches the provider: its real endpoints, so MSAL needs no discovery request. */
export function browserAuthFor(provider: OidcProvider, issuer: string): BrowserConfig['auth'] {
  const metadata = {
    issuer,
    authorization_endpoint: provider.urlFor('authorization'),
    token_endpoint: provider.urlFor('token'),
    end_session_endpoint: provider.urlFor('end_session'),
    jwks_uri: provider.urlFor('jwks'),
    userinfo_endpoint: provider.urlFor('userinfo'),
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access', API_SCOPE],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    claims_supported: ['sub', 'name', 'given_name', 'family_name', 'email'],
  };
  const authority = msalAuthority(issuer);
  return {
    mode: 'embedded',
    clientId: CLIENT_ID,
    authority,
    resetAuthority: authority,
    knownAuthorities: [new URL(authority).host],
    authorityMetadata: JSON.stringify(metadata),
    protocolMode: 'OIDC',
    scopes: [API_SCOPE],
    resetQueryParameters: { flow: 'reset' },
  };
}
