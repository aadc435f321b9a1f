/** Where the provider lives inside the app; its issuer is `<public url>/oidc`. */
export const MOUNT = '/oidc';
export const CLIENT_ID = 'venue-portal';
export const API_AUDIENCE = 'api://venue-portal';
/** The one API scope; MSAL asks for it by this name and it comes back in the access token's `scope`. */
export const API_SCOPE = `${API_AUDIENCE}/admin.readwrite`;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * Lifetimes in seconds of what the provider issues. Access tokens are short: a stolen one is of little use for long.
 * Ten minutes, not five: MSAL renews a token five minutes before it expires, so a five-minute one would be renewed at
 * every call.
 */
export const TTL = { AccessToken: 10 * MINUTE, IdToken: HOUR, RefreshToken: 14 * DAY, Session: 14 * DAY, Grant: 14 * DAY, Interaction: HOUR, AuthorizationCode: 60 };

/** Azure AD B2C's error codes, so the browser runs the same password-reset flow against either provider. */
export const FORGOT_PASSWORD = 'AADB2C90118: The user has forgotten their password.';
export const RESET_CANCELLED = 'AADB2C90091: The user has cancelled entering self-asserted information.';

/**
 * A refresh token is replaced at every use; presented again later it is taken as stolen and the session ends. Tabs
 * share MSAL's token cache and may renew at the same moment, so the replaced token still works this long.
 */
export const REFRESH_ROTATION_GRACE_MS = 10_000;
