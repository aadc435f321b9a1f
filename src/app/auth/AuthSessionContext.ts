import { createContext, useContext } from 'react';
import type { Session } from '@/auth/session';

/** The MSAL sign-in session, for the public sign-in pages. */
export const AuthSessionContext = createContext<Session | null>(null);

export function useAuthSession(): Session {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuthSession is used outside the AuthSessionContext');
  return session;
}
