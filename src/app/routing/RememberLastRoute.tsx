import { useEffect } from 'react';
import { useStoreContext } from 'react-admin';
import { useLocation } from 'react-router';
import { getRequestContext } from '@/data/requestContext';
import { isRememberable, lastRouteKey } from './lastRoute';

/** Keeps the page the signed-in user has open, so that the installed app reopens there (`RootRedirect`). */
export function RememberLastRoute() {
  const { pathname, search } = useLocation();
  const userId = getRequestContext().userId;
  const store = useStoreContext();
  useEffect(() => {
    if (userId && isRememberable(pathname)) store.setItem(lastRouteKey(userId), `${pathname}${search}`);
  }, [store, userId, pathname, search]);
  return null;
}
