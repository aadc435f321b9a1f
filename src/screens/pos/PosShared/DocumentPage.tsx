import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { EnumKey } from '@/app/enums';
import { QueryView } from './QueryView';
import { StateChip } from './StateChip';

/** A document of a venue's stock (an order, a count) at its own route: back to the list, then the loaded document. */
export function DocumentPage<T>({ query, backLabel, children }: { query: UseQueryResult<T, Error>; backLabel: string; children: (data: T) => ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Box>
      {/* The list is the route one level up, with the same filters. */}
      <Button component={Link} to={`${pathname.replace(/\/[^/]+\/?$/, '')}${search}`} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {backLabel}
      </Button>
      <QueryView query={query}>{children}</QueryView>
    </Box>
  );
}

export interface DocumentAction {
  /** The state machine's event the button sends. */
  event: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

interface DocumentHeaderProps {
  title: string;
  state: { enumKey: EnumKey; value: string };
  /** The events its state allows the user; only their buttons show. */
  events: readonly string[];
  /** A button per event, in the order shown; cancelling is the one in the warning colour. */
  actions: DocumentAction[];
  /** The facts, as `<dt>` and `<dd>` pairs. */
  children: ReactNode;
}

/** A document's card on top: its name and state, the buttons its state allows, and its facts. */
export function DocumentHeader({ title, state, events, actions, children }: DocumentHeaderProps) {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <StateChip enumKey={state.enumKey} value={state.value} />
          <Box sx={{ flex: 1 }} />
          {actions
            .filter((action) => events.includes(action.event))
            .map(({ event, label, onClick, disabled }) =>
              event === 'cancel' ? (
                <Button key={event} color="warning" onClick={onClick} disabled={disabled}>
                  {label}
                </Button>
              ) : (
                <Button key={event} variant="contained" onClick={onClick} disabled={disabled}>
                  {label}
                </Button>
              ),
            )}
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mt: 2, mb: 0, '& dd': { m: 0 } }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}
