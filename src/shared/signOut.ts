/** Where the portal ends its session on the server (`POST` with the bearer token) before the provider's sign-out. */
export const SIGN_OUT_PATH = '/auth/sign-out';
