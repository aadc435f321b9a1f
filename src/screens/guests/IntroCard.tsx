import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A guests screen's first card: its title, what the screen is for, then the screen's own content. */
export function IntroCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">{intro}</Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
