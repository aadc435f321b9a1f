import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.guestprofiles.extended.view';
const write = 'vp.crm.guestprofiles.extended.edit';
const name = { name: { type: 'text', required: true, maxLength: 60, label: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi') } } as const;
const nameQuery = { name: { in: 'query', type: 'string', required: true } } as const;

/** The labels and interests guests can be segmented by, each identified by its name. */
export default defineResource({
  name: 'guestSegments',
  label: l('Guest segment', 'Gæstesegment', 'Gästsegment', 'Gjestesegment', 'Asiakassegmentti'),
  labelPlural: l('Guest segmentation', 'Gæstesegmentering', 'Gästsegmentering', 'Gjestesegmentering', 'Asiakassegmentointi'),
  api: 'crm',
  versioned: false,
  recordRepresentation: 'name',
  // Names are unique regardless of case, in the database too.
  indexes: [{ fields: ['kind', 'name'], unique: true, lower: ['name'] }],
  enums: {
    segmentKind: {
      values: [
        { value: 'label', label: l('Label', 'Etiket', 'Etikett', 'Etikett', 'Tunniste') },
        { value: 'interest', label: l('Interest', 'Interesse', 'Intresse', 'Interesse', 'Kiinnostuksen kohde') },
      ],
    },
  },
  fields: {
    kind: { type: 'enum', enum: 'segmentKind', required: true, label: l('Kind', 'Type', 'Typ', 'Type', 'Laji') },
    ...name,
  },
  actions: {
    get: { description: 'Every label and interest, by name.' },
    addLabel: { description: 'Adds a label; names are unique regardless of case.' },
    addInterest: { description: 'Adds an interest; names are unique regardless of case.' },
    deleteLabel: { description: 'Deletes a label (the name matched regardless of case) and takes it off every guest that has it, with a log entry on each.' },
    deleteInterest: { description: 'Deletes an interest (the name matched regardless of case) and takes it off every guest that has it, with a log entry on each.' },
  },
  endpoints: {
    get: { method: 'GET', path: '/GuestSegmentation', permission, action: 'get', error: 'Unable to get guest segmentation' },
    addLabel: { method: 'POST', path: '/GuestSegmentation/labels', body: { fields: name }, permission: write, action: 'addLabel', error: 'Unable to add label' },
    addInterest: { method: 'POST', path: '/GuestSegmentation/interests', body: { fields: name }, permission: write, action: 'addInterest', error: 'Unable to add interest' },
    deleteLabel: { method: 'DELETE', path: '/GuestSegmentation/labels/', params: nameQuery, permission: write, action: 'deleteLabel', returns: 'none', error: 'Unable to delete label' },
    deleteInterest: { method: 'DELETE', path: '/GuestSegmentation/interests/', params: nameQuery, permission: write, action: 'deleteInterest', returns: 'none', error: 'Unable to delete interest' },
  },
  routes: [
    {
      path: '/crm/guest-segmentation',
      service: 'crm',
      menuGroup: 3,
      title: l('Guest segmentation', 'Gæstesegmentering', 'Gästsegmentering', 'Gjestesegmentering', 'Asiakassegmentointi'),
      sidebar: { group: 'activation', order: 50, icon: 'Label' },
      permission,
      screen: 'GuestSegmentationScreen',
    },
  ],
});
