import { Stack, Typography, type TypographyProps } from '@mui/material';
import type { ReactNode } from 'react';

interface HeadingRowProps {
  /** The heading's id, for the section it names (`aria-labelledby`). */
  id?: string;
  title: ReactNode;
  variant?: TypographyProps['variant'];
  component: 'h2' | 'h3';
  /** What stands beside the heading: an Export, a filter. */
  children: ReactNode;
  mb?: number;
}

/** A section's heading with its actions at the far end; on a phone the actions wrap under it instead of pushing the page sideways. */
export function HeadingRow({ id, title, variant = 'h6', component, children, mb }: HeadingRowProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb }}>
      <Typography id={id} variant={variant} component={component}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
