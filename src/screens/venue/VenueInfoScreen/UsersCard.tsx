import { Box, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { venueInfoApi } from '@generated/client/api/venueInfo';
import { SectionCard } from './SectionCard';
import { text } from './texts';
import { UsersExport } from './UsersExport';
import { useSectionQuery } from './useSection';

/** The people holding a role at the venue now; a role code without a label shows as the code. */
export function UsersCard({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const query = useSectionQuery(venueId, 'users', () => venueInfoApi.getUsers({}));
  return (
    <SectionCard title={translate(text('users.title'))} query={query} isEmpty={(users) => users.length === 0} emptyText={translate(text('users.empty'))}>
      {(users) => (
        <>
          <List disablePadding aria-label={translate(text('users.title'))}>
            {users.map((user) => (
              <ListItem key={user.userId} divider disableGutters sx={{ display: 'block' }}>
                <Typography variant="subtitle2">{user.name}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                  {user.email && (
                    <Link variant="body2" href={`mailto:${user.email}`}>
                      {user.email}
                    </Link>
                  )}
                  {user.phone && (
                    <Link variant="body2" href={`tel:${user.phone}`}>
                      {user.phone}
                    </Link>
                  )}
                </Box>
                <Stack direction="row" aria-label={translate(text('users.roles'))} sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                  {user.roles.map((code) => (
                    <Chip key={code} size="small" label={translate(`contactRoles.${code}`, { _: code })} />
                  ))}
                </Stack>
              </ListItem>
            ))}
          </List>
          <Box sx={{ mt: 1 }}>
            <UsersExport users={users} />
          </Box>
        </>
      )}
    </SectionCard>
  );
}
