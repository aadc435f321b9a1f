import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

/**
 * The script of `/redirect-bridge`: the identity provider redirects hidden-iframe (silent renewal) and popup
 * requests here, and MSAL v5 hands the response to the window that started them.
 */
broadcastResponseToMainFrame().catch((error: unknown) => {
  console.error('Sign-in bridge: the response could not be handed to the portal', error);
});
