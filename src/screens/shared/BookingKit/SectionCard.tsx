import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: ReactNode;
  /** The heading's level on its page. */
  component: 'h2' | 'h3';
  variant?: 'subtitle1' | 'h6';
  children: ReactNode;
}

/** An outlined card that is a section of its page, named by the heading it starts with. */
export function SectionCard({ title, component, variant = 'subtitle1', children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant={variant} component={component} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
