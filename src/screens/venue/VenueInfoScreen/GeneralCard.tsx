import { Link } from '@mui/material';
import { maxLength, maxValue, minValue, NumberInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { venueInfoApi } from '@generated/client/api/venueInfo';
import { MultilingualTextInput, pickText } from '@/app/inputs/MultilingualTextInput';
import type { LocaleCode } from '@/i18n/locales';
import type { MultilingualText } from '@/shared/types';
import { DetailList } from './DetailList';
import { SectionCard } from './SectionCard';
import { SectionForm } from './SectionForm';
import { text } from './texts';
import { useSectionQuery, useSectionSave } from './useSection';

type General = NonNullable<Awaited<ReturnType<typeof venueInfoApi.getGeneral>>>;
type SaveBody = Parameters<typeof venueInfoApi.setGeneral>[0]['body'];

const field = (name: keyof General) => `resources.venueInfo.fields.general.${name}`;

/** A description with no text in any language is stored as none. */
function description(value: MultilingualText | null | undefined): MultilingualText | null {
  return value && Object.values(value).some((t) => typeof t === 'string' && t.trim() !== '') ? value : null;
}

function DescriptionText({ value, locale }: { value: MultilingualText | null | undefined; locale: LocaleCode }) {
  const shown = pickText(value, locale);
  return shown ? <span style={{ whiteSpace: 'pre-line' }}>{shown}</span> : '—';
}

export function GeneralCard({ venueId, canEdit }: { venueId: string; canEdit: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useSectionQuery(venueId, 'general', () => venueInfoApi.getGeneral({}));
  const save = useSectionSave(venueId, 'general', (body: SaveBody) => venueInfoApi.setGeneral({ body }), 'general.saved');

  const form = (general: General | null, close: () => void, reload: () => Promise<unknown>) => (
    <SectionForm<General>
      defaultValues={general ?? {}}
      onReload={reload}
      onSave={(values) =>
        save({
          description: description(values.description),
          phone: values.phone ?? null,
          email: values.email ?? null,
          website: values.website ?? null,
          capacity: values.capacity ?? null,
          ageLimit: values.ageLimit ?? null,
          version: general?.version ?? 0,
        })
      }
      onClose={close}
    >
      <MultilingualTextInput source="description" label={field('description')} multiline />
      <TextInput source="phone" label={field('phone')} type="tel" />
      <TextInput source="email" label={field('email')} type="email" validate={maxLength(200)} />
      <TextInput source="website" label={field('website')} type="url" validate={maxLength(500)} />
      <NumberInput source="capacity" label={field('capacity')} validate={[minValue(0), maxValue(100000)]} step={1} />
      <NumberInput source="ageLimit" label={field('ageLimit')} validate={[minValue(0), maxValue(99)]} step={1} />
    </SectionForm>
  );

  return (
    <SectionCard
      title={translate('resources.venueInfo.fields.general._label')}
      query={query}
      isEmpty={(general) => !general}
      emptyText={translate(text('general.empty'))}
      edit={canEdit ? { label: translate(text('general.edit')), form } : undefined}
    >
      {(general) =>
        general && (
          <DetailList
            details={[
              { label: translate(field('description')), value: <DescriptionText value={general.description} locale={locale as LocaleCode} /> },
              { label: translate(field('phone')), value: general.phone && <Link href={`tel:${general.phone}`}>{general.phone}</Link> },
              { label: translate(field('email')), value: general.email && <Link href={`mailto:${general.email}`}>{general.email}</Link> },
              {
                label: translate(field('website')),
                value: general.website && (
                  <Link href={general.website} target="_blank" rel="noopener noreferrer">
                    {general.website}
                  </Link>
                ),
              },
              { label: translate(field('capacity')), value: general.capacity },
              { label: translate(field('ageLimit')), value: general.ageLimit },
            ]}
          />
        )
      }
    </SectionCard>
  );
}
