import { maxLength, required, TextInput, useTranslate } from 'react-admin';
import { venueInfoApi } from '@generated/client/api/venueInfo';
import { enumLabelKey } from '@/app/enums';
import { EnumInput } from '@/app/inputs/EnumInput';
import { DetailList } from './DetailList';
import { SectionCard } from './SectionCard';
import { SectionForm } from './SectionForm';
import { text } from './texts';
import { useSectionQuery, useSectionSave } from './useSection';

type Address = NonNullable<Awaited<ReturnType<typeof venueInfoApi.getAddress>>>;
type SaveBody = Parameters<typeof venueInfoApi.setAddress>[0]['body'];

const COUNTRY_ENUM = 'shared.country';
const field = (name: keyof Address) => `resources.venueInfo.fields.address.${name}`;

export function AddressCard({ venueId, canEdit }: { venueId: string; canEdit: boolean }) {
  const translate = useTranslate();
  const query = useSectionQuery(venueId, 'address', () => venueInfoApi.getAddress({}));
  const save = useSectionSave(venueId, 'address', (body: SaveBody) => venueInfoApi.setAddress({ body }), 'address.saved');

  const form = (address: Address | null, close: () => void, reload: () => Promise<unknown>) => (
    <SectionForm<Address>
      defaultValues={address ?? {}}
      onReload={reload}
      onSave={({ street, postalCode, city, country }) => save({ street, postalCode, city, country, version: address?.version ?? 0 })}
      onClose={close}
    >
      <TextInput source="street" label={field('street')} validate={[required(), maxLength(200)]} />
      <TextInput source="postalCode" label={field('postalCode')} validate={[required(), maxLength(20)]} />
      <TextInput source="city" label={field('city')} validate={[required(), maxLength(100)]} />
      <EnumInput source="country" enumKey={COUNTRY_ENUM} label={field('country')} validate={required()} />
    </SectionForm>
  );

  return (
    <SectionCard
      title={translate('resources.venueInfo.fields.address._label')}
      query={query}
      isEmpty={(address) => !address}
      emptyText={translate(text('address.empty'))}
      edit={canEdit ? { label: translate(text('address.edit')), form } : undefined}
    >
      {(address) =>
        address && (
          <DetailList
            details={[
              { label: translate(field('street')), value: address.street },
              { label: translate(field('postalCode')), value: address.postalCode },
              { label: translate(field('city')), value: address.city },
              { label: translate(field('country')), value: translate(enumLabelKey(COUNTRY_ENUM, address.country)) },
            ]}
          />
        )
      }
    </SectionCard>
  );
}
