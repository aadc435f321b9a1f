import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PRIMARY } from '../theme/themes';

/** The frame of the pages shown without signing in: sign-in, sign-in return, not found, no access. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, background: `linear-gradient(135deg, ${PRIMARY} 0%, #0f1a14 100%)` }}>
      <Card sx={{ width: 440, maxWidth: '100%' }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" color="primary" sx={{ letterSpacing: 2 }}>
            {translate('app.productName')}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
