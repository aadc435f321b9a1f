import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface OutlinedSectionProps {
  title: ReactNode;
  /** The heading's level on its page. */
  component: 'h2' | 'h3';
  variant?: 'subtitle1' | 'h6';
  /** A line under the heading saying what the section is for. */
  help?: ReactNode;
  children: ReactNode;
}

/** An outlined card that is a section of its page (a part of a long form, a panel beside a list), named by its heading. */
export function OutlinedSection({ title, component, variant = 'subtitle1', help, children }: OutlinedSectionProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant={variant} component={component} gutterBottom={!help}>
          {title}
        </Typography>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {help}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
