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

interface DocumentHeaderProps {
  title: string;
  state: { enumKey: EnumKey; value: string };
  /** The buttons of the events its state allows. */
  actions: ReactNode;
  /** The facts, as `<dt>` and `<dd>` pairs. */
  children: ReactNode;
}

/** A document's card on top: its name and state, the buttons its state allows, and its facts. */
export function DocumentHeader({ title, state, actions, children }: DocumentHeaderProps) {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <StateChip enumKey={state.enumKey} value={state.value} />
          <Box sx={{ flex: 1 }} />
          {actions}
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mt: 2, mb: 0, '& dd': { m: 0 } }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}
