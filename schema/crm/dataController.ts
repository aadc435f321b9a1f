import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.legaldocuments.view';
const write = 'vp.crm.legaldocuments.edit';

/** The company responsible for guests' personal data: one record for the group. */
export default defineResource({
  name: 'dataController',
  label: l('Data controller', 'Dataansvarlig', 'Personuppgiftsansvarig', 'Behandlingsansvarlig', 'Rekisterinpitäjä'),
  labelPlural: l('Data controller', 'Dataansvarlig', 'Personuppgiftsansvarig', 'Behandlingsansvarlig', 'Rekisterinpitäjä'),
  api: 'crm',
  recordRepresentation: 'companyName',
  fields: {
    companyName: { type: 'text', required: true, maxLength: 200, label: l('Company', 'Virksomhed', 'Företag', 'Selskap', 'Yritys') },
    registrationNumber: { type: 'text', required: true, maxLength: 40, label: l('Company registration number', 'CVR-nummer', 'Organisationsnummer', 'Organisasjonsnummer', 'Y-tunnus') },
    street: { type: 'text', required: true, maxLength: 200, label: l('Street', 'Gade', 'Gata', 'Gate', 'Katuosoite') },
    postalCode: { type: 'text', required: true, maxLength: 20, label: l('Postal code', 'Postnummer', 'Postnummer', 'Postnummer', 'Postinumero') },
    city: { type: 'text', required: true, maxLength: 100, label: l('City', 'By', 'Ort', 'Sted', 'Kaupunki') },
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    email: { type: 'text', format: 'email', required: true, maxLength: 200, label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
    phone: { type: 'text', format: 'phone', label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
    dpoName: { type: 'text', maxLength: 200, label: l('Data protection officer', 'Databeskyttelsesrådgiver', 'Dataskyddsombud', 'Personvernombud', 'Tietosuojavastaava') },
    dpoEmail: { type: 'text', format: 'email', maxLength: 200, label: l('Data protection officer email', 'DPO e-mail', 'Dataskyddsombudets e-post', 'Personvernombudets e-post', 'Tietosuojavastaavan sähköposti') },
  },
  actions: {
    get: { description: 'The data controller, or an empty record (version 0) before it is first saved.' },
    save: { description: 'Saves the data controller, creating it on the first save; later saves need the version.' },
  },
  endpoints: {
    get: { method: 'GET', path: '/LegalDocuments/DataController', permission, action: 'get', error: 'Unable to get data controller' },
    save: { method: 'PUT', path: '/LegalDocuments/DataController', body: 'patch', permission: write, action: 'save', error: 'Unable to update data controller' },
  },
});
