import { Box, Card, CardActionArea, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The cards that stand for a table's rows on a phone, as one named list (react-admin's `SimpleList` for small screens). */
export function RecordCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {children}
    </Stack>
  );
}

interface RecordCardProps {
  /** The record's name, first and in bold. */
  title: ReactNode;
  /** Beside the title, at the right: a time, a score. */
  aside?: ReactNode;
  /** A line under the title: a phone number, a note. */
  subtitle?: ReactNode;
  /** Figures and states, in a row that wraps. */
  details?: ReactNode;
  /** The row's buttons, in a row that wraps under the card's content. */
  actions?: ReactNode;
  /** Before the title: a selection box. */
  lead?: ReactNode;
  /** Where the card opens, and its accessible name; the card's content is then one link. */
  link?: { to: string; label: string };
  /** A record that no longer counts (a cancelled booking) is drawn faint. */
  dimmed?: boolean;
  testId?: string;
}

/** One record as a card on a phone: what a table row shows, stacked, with its actions within a fingertip's reach. */
export function RecordCard({ title, aside, subtitle, details, actions, lead, link, dimmed, testId }: RecordCardProps) {
  const content = (
    <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, '&:last-child': { pb: 1.5 } }}>
      {lead}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography component="span" variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
            {title}
          </Typography>
          {aside && (
            <Typography component="span" variant="body2" sx={{ flexShrink: 0 }}>
              {aside}
            </Typography>
          )}
        </Stack>
        {subtitle && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-word' }}>
            {subtitle}
          </Typography>
        )}
        {details && (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
            {details}
          </Stack>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card component="li" variant="outlined" data-testid={testId} sx={{ opacity: dimmed ? 0.55 : 1 }}>
      {link ? (
        <CardActionArea component={Link} to={link.to} aria-label={link.label}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
      {actions && (
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, pt: 0 }}>
          {actions}
        </CardActions>
      )}
    </Card>
  );
}
