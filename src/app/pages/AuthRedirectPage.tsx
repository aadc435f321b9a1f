import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadingScreen } from '../widgets/LoadingScreen';
import { PublicLayout } from './PublicLayout';

/**
 * The sign-in return, while the browser leaves it: the bootstrap (src/main.ts) has handed the provider's answer to
 * MSAL before the portal started, and only an answer that starts another sign-in (a password reset) stays here.
 */
export function AuthRedirectPage() {
  const translate = useTranslate();
  return (
    <PublicLayout>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {translate('app.auth.signIn')}
      </Typography>
      <LoadingScreen text={translate('app.auth.signingIn')} />
    </PublicLayout>
  );
}
