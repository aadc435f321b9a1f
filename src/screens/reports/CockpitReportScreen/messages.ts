import type { MessageShape } from '@/i18n/shape';

const eng = {
  unavailable: {
    notConfigured: 'Power BI is not available in this installation: no Power BI service is configured, so the report cannot be shown.',
    unreachable: 'The Power BI service cannot be reached right now, so the report cannot be shown. Try again later.',
    notFound: 'Power BI does not know this report. Check its report and workspace ids in the report list.',
  },
  notFound: 'There is no report with this id. It may have been removed from the report list.',
  inactive: 'This report is switched off in the report list.',
  loading: 'Loading the report',
  retry: 'Try again',
};

const dan: MessageShape<typeof eng> = {
  unavailable: {
    notConfigured: 'Power BI er ikke tilgængelig i denne installation: der er ikke sat en Power BI-tjeneste op, så rapporten kan ikke vises.',
    unreachable: 'Power BI-tjenesten kan ikke nås lige nu, så rapporten kan ikke vises. Prøv igen senere.',
    notFound: 'Power BI kender ikke denne rapport. Tjek rapportens og workspacets id i rapportlisten.',
  },
  notFound: 'Der er ingen rapport med dette id. Den er måske fjernet fra rapportlisten.',
  inactive: 'Rapporten er slået fra i rapportlisten.',
  loading: 'Henter rapporten',
  retry: 'Prøv igen',
};

const swe: MessageShape<typeof eng> = {
  unavailable: {
    notConfigured: 'Power BI är inte tillgängligt i denna installation: ingen Power BI-tjänst är konfigurerad, så rapporten kan inte visas.',
    unreachable: 'Power BI-tjänsten kan inte nås just nu, så rapporten kan inte visas. Försök igen senare.',
    notFound: 'Power BI känner inte till rapporten. Kontrollera rapportens och arbetsytans id i rapportlistan.',
  },
  notFound: 'Det finns ingen rapport med detta id. Den kan ha tagits bort från rapportlistan.',
  inactive: 'Rapporten är avstängd i rapportlistan.',
  loading: 'Hämtar rapporten',
  retry: 'Försök igen',
};

const nor: MessageShape<typeof eng> = {
  unavailable: {
    notConfigured: 'Power BI er ikke tilgjengelig i denne installasjonen: ingen Power BI-tjeneste er satt opp, så rapporten kan ikke vises.',
    unreachable: 'Power BI-tjenesten kan ikke nås akkurat nå, så rapporten kan ikke vises. Prøv igjen senere.',
    notFound: 'Power BI kjenner ikke denne rapporten. Sjekk rapportens og arbeidsområdets id i rapportlisten.',
  },
  notFound: 'Det finnes ingen rapport med denne id-en. Den kan være fjernet fra rapportlisten.',
  inactive: 'Rapporten er slått av i rapportlisten.',
  loading: 'Henter rapporten',
  retry: 'Prøv igjen',
};

const fin: MessageShape<typeof eng> = {
  unavailable: {
    notConfigured: 'Power BI ei ole käytettävissä tässä asennuksessa: Power BI -palvelua ei ole määritetty, joten raporttia ei voi näyttää.',
    unreachable: 'Power BI -palveluun ei juuri nyt saada yhteyttä, joten raporttia ei voi näyttää. Yritä myöhemmin uudelleen.',
    notFound: 'Power BI ei tunne tätä raporttia. Tarkista raportin ja työtilan tunnukset raporttilistasta.',
  },
  notFound: 'Tällä tunnuksella ei ole raporttia. Se on ehkä poistettu raporttilistasta.',
  inactive: 'Raportti on poistettu käytöstä raporttilistassa.',
  loading: 'Ladataan raporttia',
  retry: 'Yritä uudelleen',
};

export default { eng, dan, swe, nor, fin };
