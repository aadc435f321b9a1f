import { defineResource } from '../dsl';

const filters = {
  venueId: { type: 'reference', reference: 'venues', label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
  from: { type: 'date', label: { eng: 'From', dan: 'Fra', swe: 'Från', nor: 'Fra', fin: 'Alkaen' } },
  to: { type: 'date', label: { eng: 'To', dan: 'Til', swe: 'Till', nor: 'Til', fin: 'Asti' } },
  reason: { type: 'enum', enum: 'reason', label: { eng: 'Reason', dan: 'Årsag', swe: 'Orsak', nor: 'Årsak', fin: 'Syy' } },
  hasError: { type: 'boolean', label: { eng: 'With errors only', dan: 'Kun med fejl', swe: 'Endast med fel', nor: 'Bare med feil', fin: 'Vain virheelliset' } },
  q: { type: 'text', maxLength: 200, label: { eng: 'Employee', dan: 'Medarbejder', swe: 'Anställd', nor: 'Ansatt', fin: 'Työntekijä' } },
} as const;

/** Hourly rate changes sent to the payroll system (Planday), with the reason and whether the transfer failed. */
export default defineResource({
  name: 'plandayPayrateChanges',
  label: { eng: 'Pay rate change', dan: 'Lønsatsændring', swe: 'Lönesatsändring', nor: 'Lønnssatsendring', fin: 'Palkkatason muutos' },
  labelPlural: { eng: 'Pay rate changes', dan: 'Lønsatsændringer', swe: 'Lönesatsändringar', nor: 'Lønnssatsendringer', fin: 'Palkkatason muutokset' },
  api: 'main',
  recordRepresentation: 'employeeName',
  defaultSort: { field: 'effectiveDate', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'effectiveDate'] }],
  enums: {
    reason: {
      values: [
        { value: 1, color: 'info', label: { eng: 'Level change', dan: 'Niveauændring', swe: 'Nivåändring', nor: 'Nivåendring', fin: 'Tason muutos' } },
        { value: 2, color: 'secondary', label: { eng: 'Consolidated', dan: 'Konsolideret', swe: 'Konsoliderad', nor: 'Konsolidert', fin: 'Yhdistetty' } },
        { value: 3, color: 'success', label: { eng: 'Salary increase', dan: 'Lønstigning', swe: 'Löneökning', nor: 'Lønnsøkning', fin: 'Palkankorotus' } },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    employeeName: { type: 'text', required: true, maxLength: 200, search: 'prefix', label: { eng: 'Employee', dan: 'Medarbejder', swe: 'Anställd', nor: 'Ansatt', fin: 'Työntekijä' } },
    employeeNumber: { type: 'text', maxLength: 40, label: { eng: 'Employee no.', dan: 'Medarbejdernr.', swe: 'Anställningsnr.', nor: 'Ansattnr.', fin: 'Henkilönro' } },
    reason: { type: 'enum', enum: 'reason', required: true, label: { eng: 'Reason', dan: 'Årsag', swe: 'Orsak', nor: 'Årsak', fin: 'Syy' } },
    oldRate: { type: 'money', min: 0, required: true, label: { eng: 'Old hourly rate', dan: 'Gammel timeløn', swe: 'Gammal timlön', nor: 'Gammel timelønn', fin: 'Vanha tuntipalkka' } },
    newRate: { type: 'money', min: 0, required: true, label: { eng: 'New hourly rate', dan: 'Ny timeløn', swe: 'Ny timlön', nor: 'Ny timelønn', fin: 'Uusi tuntipalkka' } },
    effectiveDate: { type: 'date', required: true, label: { eng: 'Effective', dan: 'Gældende fra', swe: 'Gäller från', nor: 'Gjelder fra', fin: 'Voimassa alkaen' } },
    hasError: { type: 'boolean', default: false, label: { eng: 'Transfer failed', dan: 'Overførsel fejlede', swe: 'Överföring misslyckades', nor: 'Overføring feilet', fin: 'Siirto epäonnistui' } },
    errorMessage: { type: 'text', maxLength: 500, label: { eng: 'Error', dan: 'Fejl', swe: 'Fel', nor: 'Feil', fin: 'Virhe' } },
  },
  actions: {
    list: { description: 'Pay rate changes at the venues where the user holds the permission, filtered by venue, dates, reason, errors and name, paged.' },
    exportXlsx: { description: 'The same rows as the list with the same filters (every page), as an Excel workbook.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/Payrates/PlandayPayrateChanges',
      params: {
        venueId: { in: 'query', type: 'string' },
        from: { in: 'query', type: 'date' },
        to: { in: 'query', type: 'date' },
        reason: { in: 'query', type: 'enum', enum: 'reason' },
        hasError: { in: 'query', type: 'boolean' },
        page: { in: 'query', type: 'integer' },
        perPage: { in: 'query', type: 'integer' },
        sort: { in: 'query', type: 'string' },
        order: { in: 'query', type: 'string' },
        q: { in: 'query', type: 'string' },
      },
      permission: 'vp.cockpit.payroll.show',
      action: 'list',
      error: 'Unable to get pay rate changes',
    },
    exportXlsx: {
      method: 'POST', access: 'read',
      path: '/Payrates/ExportPlandayPayrateChanges',
      body: { fields: { ...filters, locale: { type: 'enum', enum: 'locale', label: { eng: 'Language', dan: 'Sprog', swe: 'Språk', nor: 'Språk', fin: 'Kieli' } }, sort: { type: 'text', maxLength: 64, label: { eng: 'Sort', dan: 'Sortering', swe: 'Sortering', nor: 'Sortering', fin: 'Järjestys' } }, order: { type: 'text', maxLength: 4, label: { eng: 'Order', dan: 'Rækkefølge', swe: 'Ordning', nor: 'Rekkefølge', fin: 'Suunta' } } } },
      permission: 'vp.cockpit.payroll.show',
      action: 'exportXlsx',
      returns: 'file',
      error: 'Unable to export payrate changes.',
    },
  },
  routes: [
    {
      path: '/cockpit/payroll-changes',
      service: 'reports',
      menuGroup: 1,
      title: { eng: 'Payroll changes', dan: 'Lønændringer', swe: 'Löneändringar', nor: 'Lønnsendringer', fin: 'Palkkamuutokset' },
      sidebar: { group: 'management', order: 20, icon: 'Payments' },
      permission: 'vp.cockpit.payroll.show',
      venueScoped: false,
      screen: 'PayrollChangesScreen',
    },
  ],
});
