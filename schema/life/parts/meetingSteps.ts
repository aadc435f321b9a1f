import type { EnumDef } from '../../dsl';

/**
 * The step types of a meeting (spec 000 §3), shared by the meeting definitions and the instances that record notes
 * per step.
 */
export const meetingStepEnum = {
  values: [
    { value: 'venueTaskReview', label: { eng: 'Venue Task Review', dan: 'Gennemgang af stedsopgaver', swe: 'Genomgång av restauranguppgifter', nor: 'Gjennomgang av stedsoppgaver', fin: 'Ravintolan tehtävien katselmus' } },
    { value: 'employeesReport', label: { eng: 'Employee Report', dan: 'Medarbejderrapport', swe: 'Personalrapport', nor: 'Medarbeiderrapport', fin: 'Henkilöstöraportti' } },
    { value: 'powerBi', label: { eng: 'Power BI', dan: 'Power BI', swe: 'Power BI', nor: 'Power BI', fin: 'Power BI' } },
    { value: 'summary', label: { eng: 'Summary', dan: 'Opsummering', swe: 'Sammanfattning', nor: 'Oppsummering', fin: 'Yhteenveto' } },
    { value: 'finalReview', label: { eng: 'Final Review', dan: 'Afsluttende gennemgang', swe: 'Slutgenomgång', nor: 'Avsluttende gjennomgang', fin: 'Loppukatselmus' } },
  ],
} satisfies EnumDef;
