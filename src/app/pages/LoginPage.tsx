import LoginIcon from '@mui/icons-material/Login';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { documentTitle } from './documentTitle';
import { useAuthSession } from '../auth/AuthSessionContext';
import { PublicLayout } from './PublicLayout';

/** Where signing out ends and signing in starts again; signing in never starts by itself here. */
export function LoginPage() {
  const translate = useTranslate();
  const session = useAuthSession();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = documentTitle(translate('app.auth.signIn'));
  }, [translate]);
  return (
    <PublicLayout>
      <Stack spacing={3} sx={{ mt: 1 }}>
        <Typography variant="h5" component="h1">
          {translate(session.isSignedIn() ? 'app.auth.signIn' : 'app.auth.signedOut')}
        </Typography>
        <Typography color="text.secondary">{translate('app.auth.loginText')}</Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<LoginIcon />}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void session.startSignIn('/');
          }}
        >
          {translate('app.auth.signIn')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
