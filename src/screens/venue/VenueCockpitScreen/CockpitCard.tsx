import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { text, type TextKey } from './texts';

interface CockpitCardProps {
  title: TextKey;
  icon: ReactNode;
  /** The page the card summarises and the text of its link. */
  to?: string;
  linkLabel?: TextKey;
  /** A figure or chip beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of the cockpit: a titled summary with a link to its page. */
export function CockpitCard({ title, icon, to, linkLabel, aside, children }: CockpitCardProps) {
  const translate = useTranslate();
  const name = translate(text(title));
  return (
    <Card variant="outlined" component="section" aria-label={name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Stack sx={{ color: 'primary.main' }} aria-hidden>
            {icon}
          </Stack>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {name}
          </Typography>
          {aside}
        </Stack>
        {children}
      </CardContent>
      {to && linkLabel && (
        <CardActions>
          <Button size="small" component={Link} to={to}>
            {translate(text(linkLabel))}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** A quiet line for a card without anything to show. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
