import { useTranslate } from 'react-admin';
import { venueInfoApi } from '@generated/client/api/venueInfo';
import dayjs from '@/shared/dayjs';
import { OpeningHoursForm } from './OpeningHoursForm';
import { OpeningHoursView } from './OpeningHoursView';
import { SectionCard } from './SectionCard';
import { text } from './texts';
import { useSectionQuery, useSectionSave } from './useSection';

type SaveBody = Parameters<typeof venueInfoApi.setOpeningHours>[0]['body'];

/** Opening hours as entered, in the venue's time zone, with the viewer's own times beside them when they differ. */
export function OpeningHoursCard({ venueId, canEdit }: { venueId: string; canEdit: boolean }) {
  const translate = useTranslate();
  const localZone = dayjs.tz.guess();
  const query = useSectionQuery(venueId, 'openingHours', () => venueInfoApi.getOpeningHours({}));
  const save = useSectionSave(venueId, 'openingHours', (body: SaveBody) => venueInfoApi.setOpeningHours({ body }), 'openingHours.saved');
  const venueZone = query.data?.timeZone;
  const subheader = venueZone && (
    <>
      {translate(text('openingHours.venueTime'), { zone: venueZone })}
      {localZone !== venueZone && <> · {translate(text('openingHours.yourZone'), { zone: localZone })}</>}
    </>
  );

  return (
    <SectionCard
      title={translate('resources.venueInfo.fields.openingHours')}
      subheader={subheader}
      query={query}
      isEmpty={(hours) => hours.openingHours.length === 0}
      emptyText={translate(text('openingHours.empty'))}
      edit={canEdit ? { label: translate(text('openingHours.edit')), form: (hours, close, reload) => <OpeningHoursForm hours={hours} save={save} onClose={close} onReload={reload} /> } : undefined}
    >
      {(hours) => <OpeningHoursView hours={hours} localZone={localZone} />}
    </SectionCard>
  );
}
