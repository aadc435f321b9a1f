import { Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { legalDocumentsApi } from '@generated/client/api/legalDocuments';
import { enumLabelKey } from '@/app/enums';
import { pickText } from '@/app/inputs/MultilingualTextInput';
import type { LocaleCode } from '@/i18n/locales';
import { QueryView } from '@/app/widgets/QueryView';
import { text } from './texts';

/** The eight guest permissions with what each allows and the enabled documents that govern it. */
export function PermissionsTab() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useQuery({ queryKey: ['guestPermissions'], queryFn: () => legalDocumentsApi.guestPermissions() });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate(text('permissions.intro'))}</Typography>
      <QueryView query={query}>
        {(permissions) => (
          <List disablePadding>
            {permissions.map((p) => (
              <ListItem key={p.consent} divider disableGutters alignItems="flex-start">
                <ListItemText
                  primary={translate(enumLabelKey('guestProfiles.consentType', p.consent))}
                  secondary={
                    <>
                      {pickText(p.description, locale as LocaleCode)}
                      <br />
                      {translate(text('permissions.governedBy'), { type: translate(enumLabelKey('legalDocuments.legalDocumentType', p.governedBy)) })}{' '}
                      {p.documents.length === 0
                        ? translate(text('permissions.noDocument'))
                        : p.documents.map((d, i) => (
                            <span key={d.legalDocumentId}>
                              {i > 0 && ', '}
                              <Link component={RouterLink} to={`/crm/legaldocument/${d.legalDocumentId}`}>
                                {d.name} ({d.country.toUpperCase()})
                              </Link>
                            </span>
                          ))}
                    </>
                  }
                  slotProps={{ secondary: { component: 'div' } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryView>
    </Stack>
  );
}
