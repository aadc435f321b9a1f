import { Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useAuthSession } from '../auth/AuthSessionContext';
import { LoadingScreen } from '../widgets/LoadingScreen';
import { PublicLayout } from './PublicLayout';

/** The sign-in return: hands the provider's answer to MSAL, which takes the user on to the page they wanted. */
export function AuthRedirectPage() {
  const translate = useTranslate();
  const session = useAuthSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void session.completeSignIn();
  }, [session]);
  return (
    <PublicLayout>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {translate('app.auth.signIn')}
      </Typography>
      <LoadingScreen text={translate('app.auth.signingIn')} />
    </PublicLayout>
  );
}
