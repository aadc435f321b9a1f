import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/** Head office and guest relations keep the register; the permissions lie outside `vp.crm.*` like the export's. */
const view = 'vp.hq.guestrequests.view';
const edit = 'vp.hq.guestrequests.edit';

const label = {
  guest: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas'),
  country: l('Country', 'Land', 'Land', 'Land', 'Maa'),
  type: l('Request', 'Anmodning', 'Begäran', 'Forespørsel', 'Pyyntö'),
  receivedOn: l('Received', 'Modtaget', 'Mottagen', 'Mottatt', 'Vastaanotettu'),
  status: l('Status', 'Status', 'Status', 'Status', 'Tila'),
  refusalReason: l('Reason for refusing', 'Begrundelse for afslag', 'Skäl till avslag', 'Begrunnelse for avslag', 'Hylkäyksen syy'),
  handledBy: l('Handled by', 'Behandles af', 'Hanteras av', 'Behandles av', 'Käsittelijä'),
  notes: l('Notes', 'Noter', 'Anteckningar', 'Notater', 'Muistiinpanot'),
  version: l('Version', 'Version', 'Version', 'Versjon', 'Versio'),
  id: l('Id', 'Id', 'Id', 'Id', 'Tunnus'),
} as const;

const editable = {
  type: { type: 'enum', enum: 'guestRequestType', required: true, label: label.type },
  receivedOn: { type: 'date', label: label.receivedOn },
  handledBy: { type: 'reference', reference: 'users', label: label.handledBy },
  notes: { type: 'text', multiline: true, maxLength: 4000, label: label.notes },
} as const;

/**
 * Guests' data-subject requests (GDPR: access, erasure, correction), each with the day it was received and the day it
 * is due (one month later, counted in the guest's country), its status and who handles it. Rules in
 * src/server/domain/guests/guestRequests.ts and src/shared/guests/guestRequests.ts.
 */
export default defineResource({
  name: 'guestRequests',
  label: l('Data-subject request', 'Anmodning fra den registrerede', 'Begäran från den registrerade', 'Forespørsel fra den registrerte', 'Rekisteröidyn pyyntö'),
  labelPlural: l('Data-subject requests', 'Anmodninger fra registrerede', 'Begäranden från registrerade', 'Forespørsler fra registrerte', 'Rekisteröityjen pyynnöt'),
  api: 'crm',
  scope: { country: 'country' },
  indexes: [{ fields: ['country', 'status', 'dueOn'] }, { fields: ['guestId'] }],
  enums: {
    guestRequestType: {
      values: [
        { value: 'Access', label: l('Access', 'Indsigt', 'Tillgång', 'Innsyn', 'Tarkastus') },
        { value: 'Erasure', label: l('Erasure', 'Sletning', 'Radering', 'Sletting', 'Poistaminen') },
        { value: 'Correction', label: l('Correction', 'Berigtigelse', 'Rättelse', 'Retting', 'Oikaisu') },
      ],
    },
    guestRequestStatus: {
      values: [
        { value: 'Open', label: l('Open', 'Åben', 'Öppen', 'Åpen', 'Avoin'), color: 'info' },
        { value: 'InProgress', label: l('In progress', 'I gang', 'Pågår', 'Pågår', 'Käsittelyssä'), color: 'warning' },
        { value: 'Done', label: l('Done', 'Færdig', 'Klar', 'Ferdig', 'Valmis'), color: 'success' },
        { value: 'Refused', label: l('Refused', 'Afvist', 'Avslagen', 'Avslått', 'Hylätty'), color: 'default' },
      ],
    },
  },
  fields: {
    guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: label.guest },
    country: { type: 'enum', enum: 'country', required: true, label: label.country },
    type: editable.type,
    receivedOn: { type: 'date', required: true, label: label.receivedOn },
    dueOn: { type: 'date', required: true, readOnly: true, label: l('Due', 'Frist', 'Förfaller', 'Frist', 'Määräpäivä') },
    status: { type: 'enum', enum: 'guestRequestStatus', required: true, default: 'Open', label: label.status },
    refusalReason: { type: 'text', maxLength: 1000, label: label.refusalReason },
    handledBy: editable.handledBy,
    notes: editable.notes,
  },
  actions: {
    list: { description: 'The requests of the countries where the user may see them, by due date; filtered by status, type, country and overdue.' },
    get: { description: 'One request with the names of the guest and the handler.' },
    create: { description: 'Registers a request of a guest: received today (in the country) unless said, due one month later, open.' },
    update: { description: 'Changes a request; the status only along the allowed transitions, a refusal with its reason; version checked.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/GuestRequests',
      params: {
        status: { in: 'query', type: 'enum', enum: 'guestRequestStatus' },
        type: { in: 'query', type: 'enum', enum: 'guestRequestType' },
        country: { in: 'query', type: 'enum', enum: 'country' },
        overdue: { in: 'query', type: 'boolean' },
      },
      permission: view,
      action: 'list',
      error: 'Unable to get data-subject requests',
    },
    getOne: { method: 'GET', path: '/GuestRequests/{id}', permission: view, scope: { country: 'record' }, action: 'get', error: 'Unable to get the data-subject request' },
    create: {
      method: 'POST',
      path: '/GuestRequests',
      body: { fields: { guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: label.guest }, country: { type: 'enum', enum: 'country', required: true, label: label.country }, ...editable } },
      permission: edit,
      scope: { country: 'body:country' },
      action: 'create',
      error: 'Unable to register the data-subject request',
    },
    update: {
      method: 'PUT',
      path: '/GuestRequests',
      body: {
        fields: {
          id: { type: 'text', required: true, label: label.id },
          version: { type: 'number', integer: true, required: true, label: label.version },
          ...editable,
          receivedOn: { type: 'date', required: true, label: label.receivedOn },
          status: { type: 'enum', enum: 'guestRequestStatus', required: true, label: label.status },
          refusalReason: { type: 'text', maxLength: 1000, label: label.refusalReason },
        },
      },
      id: 'body:id',
      permission: edit,
      scope: { country: 'record' },
      action: 'update',
      error: 'Unable to update the data-subject request',
    },
  },
  routes: [
    {
      path: '/crm/guests/requests',
      service: 'guests',
      menuGroup: 4,
      title: l('Data-subject requests', 'Anmodninger fra registrerede', 'Begäranden från registrerade', 'Forespørsler fra registrerte', 'Rekisteröityjen pyynnöt'),
      sidebar: { order: 40, icon: 'AssignmentInd' },
      permission: view,
      venueScoped: false,
      screen: 'GuestRequestsScreen',
    },
  ],
});
