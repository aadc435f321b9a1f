import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One titled part of a long form: an outlined card under a level-2 heading, with an optional line of help. Title and help are text keys. */
export function FormSection({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader title={<Typography variant="h6" component="h2">{translate(title)}</Typography>} subheader={help ? translate(help) : undefined} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
