import type { MessageShape } from '@/i18n/shape';

const eng = {
  notFound: 'There is no report with this id. It may have been removed from the report list.',
  inactive: 'This report is switched off in the report list.',
};

const dan: MessageShape<typeof eng> = {
  notFound: 'Der er ingen rapport med dette id. Den er måske fjernet fra rapportlisten.',
  inactive: 'Rapporten er slået fra i rapportlisten.',
};

const swe: MessageShape<typeof eng> = {
  notFound: 'Det finns ingen rapport med detta id. Den kan ha tagits bort från rapportlistan.',
  inactive: 'Rapporten är avstängd i rapportlistan.',
};

const nor: MessageShape<typeof eng> = {
  notFound: 'Det finnes ingen rapport med denne id-en. Den kan være fjernet fra rapportlisten.',
  inactive: 'Rapporten er slått av i rapportlisten.',
};

const fin: MessageShape<typeof eng> = {
  notFound: 'Tällä tunnuksella ei ole raporttia. Se on ehkä poistettu raporttilistasta.',
  inactive: 'Raportti on poistettu käytöstä raporttilistassa.',
};

export default { eng, dan, swe, nor, fin };
