import HomeIcon from '@mui/icons-material/Home';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { documentTitle } from './documentTitle';
import { PublicLayout } from './PublicLayout';

/** A public page with a title, a text and a way back to the front page. */
function MessagePage({ prefix }: { prefix: 'app.pages.notFound' | 'app.pages.noAccess' }) {
  const translate = useTranslate();
  const title = translate(`${prefix}.title`);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <PublicLayout>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{translate(`${prefix}.text`)}</Typography>
        <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />} sx={{ alignSelf: 'flex-start' }}>
          {translate(`${prefix}.home`)}
        </Button>
      </Stack>
    </PublicLayout>
  );
}

export const NotFoundPage = () => <MessagePage prefix="app.pages.notFound" />;
export const NoAccessPage = () => <MessagePage prefix="app.pages.noAccess" />;
