import { defineResource } from '../dsl';

/** An employee moving to another Campus (training academy) level, which changes their pay level. */
export default defineResource({
  name: 'campusLevelChanges',
  label: { eng: 'Campus level change', dan: 'Ændring af Campus-niveau', swe: 'Ändring av Campus-nivå', nor: 'Endring av Campus-nivå', fin: 'Campus-tason muutos' },
  labelPlural: { eng: 'Campus level changes', dan: 'Ændringer af Campus-niveau', swe: 'Ändringar av Campus-nivå', nor: 'Endringer av Campus-nivå', fin: 'Campus-tason muutokset' },
  api: 'main',
  recordRepresentation: 'employeeName',
  defaultSort: { field: 'changedOn', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'changedOn'] }],
  enums: {
    level: {
      values: [
        { value: 1, color: 'default', label: { eng: 'Level 1', dan: 'Niveau 1', swe: 'Nivå 1', nor: 'Nivå 1', fin: 'Taso 1' } },
        { value: 2, color: 'info', label: { eng: 'Level 2', dan: 'Niveau 2', swe: 'Nivå 2', nor: 'Nivå 2', fin: 'Taso 2' } },
        { value: 3, color: 'success', label: { eng: 'Level 3', dan: 'Niveau 3', swe: 'Nivå 3', nor: 'Nivå 3', fin: 'Taso 3' } },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    employeeName: { type: 'text', required: true, maxLength: 200, search: 'prefix', label: { eng: 'Employee', dan: 'Medarbejder', swe: 'Anställd', nor: 'Ansatt', fin: 'Työntekijä' } },
    employeeNumber: { type: 'text', maxLength: 40, label: { eng: 'Employee no.', dan: 'Medarbejdernr.', swe: 'Anställningsnr.', nor: 'Ansattnr.', fin: 'Henkilönro' } },
    levelFrom: { type: 'number', integer: true, min: 0, max: 3, label: { eng: 'From level', dan: 'Fra niveau', swe: 'Från nivå', nor: 'Fra nivå', fin: 'Tasolta' } },
    levelTo: { type: 'enum', enum: 'level', required: true, label: { eng: 'To level', dan: 'Til niveau', swe: 'Till nivå', nor: 'Til nivå', fin: 'Tasolle' } },
    changedOn: { type: 'date', required: true, label: { eng: 'Effective', dan: 'Gældende fra', swe: 'Gäller från', nor: 'Gjelder fra', fin: 'Voimassa alkaen' } },
    approvedBy: { type: 'text', maxLength: 200, label: { eng: 'Approved by', dan: 'Godkendt af', swe: 'Godkänd av', nor: 'Godkjent av', fin: 'Hyväksyjä' } },
  },
  actions: {
    list: { description: 'Campus level changes at the venues where the user holds the permission, filtered by venue, dates, level and name, paged.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/Payrates/CampusLevelChanges',
      params: {
        venueId: { in: 'query', type: 'string' },
        from: { in: 'query', type: 'date' },
        to: { in: 'query', type: 'date' },
        levelTo: { in: 'query', type: 'enum', enum: 'level' },
        page: { in: 'query', type: 'integer' },
        perPage: { in: 'query', type: 'integer' },
        sort: { in: 'query', type: 'string' },
        order: { in: 'query', type: 'string' },
        q: { in: 'query', type: 'string' },
      },
      permission: 'vp.cockpit.payroll.show',
      action: 'list',
      error: 'Unable to get campus level changes',
    },
  },
});
