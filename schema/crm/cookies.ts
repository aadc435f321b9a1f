import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.legaldocuments.view';
const write = 'vp.crm.legaldocuments.edit';

/** The cookie register: every cookie and browser storage entry the guest-facing sites use. */
export default defineResource({
  name: 'cookies',
  label: l('Cookie', 'Cookie', 'Kaka', 'Informasjonskapsel', 'Eväste'),
  labelPlural: l('Cookies', 'Cookies', 'Cookies', 'Informasjonskapsler', 'Evästeet'),
  api: 'crm',
  recordRepresentation: 'name',
  enums: {
    cookieMethod: {
      values: [
        { value: 'Cookie', label: l('Cookie', 'Cookie', 'Kaka', 'Informasjonskapsel', 'Eväste') },
        { value: 'SessionStorage', label: l('Session storage', 'Sessionslager', 'Sessionslagring', 'Øktlagring', 'Istuntotallennus') },
        { value: 'LocalStorage', label: l('Local storage', 'Lokalt lager', 'Lokal lagring', 'Lokal lagring', 'Paikallinen tallennus') },
      ],
    },
    cookieType: {
      values: [
        { value: 'Session', label: l('Session', 'Session', 'Session', 'Økt', 'Istunto') },
        { value: 'Persistent', label: l('Persistent', 'Vedvarende', 'Beständig', 'Varig', 'Pysyvä') },
      ],
    },
    cookieCategory: {
      values: [
        { value: 'Nessecary', color: 'success', label: l('Necessary', 'Nødvendige', 'Nödvändiga', 'Nødvendige', 'Välttämättömät') },
        { value: 'Preferences', color: 'info', label: l('Preferences', 'Præferencer', 'Inställningar', 'Preferanser', 'Asetukset') },
        { value: 'Analytics', color: 'primary', label: l('Analytics', 'Statistik', 'Statistik', 'Statistikk', 'Tilastot') },
        { value: 'Marketing', color: 'warning', label: l('Marketing', 'Markedsføring', 'Marknadsföring', 'Markedsføring', 'Markkinointi') },
        { value: 'Unclassified', color: 'default', label: l('Unclassified', 'Ikke klassificerede', 'Oklassificerade', 'Uklassifiserte', 'Luokittelemattomat') },
      ],
    },
  },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, label: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi') },
    provider: { type: 'text', required: true, maxLength: 120, label: l('Provider', 'Udbyder', 'Leverantör', 'Leverandør', 'Tarjoaja') },
    purpose: { type: 'text', multiline: true, maxLength: 1000, label: l('Purpose', 'Formål', 'Syfte', 'Formål', 'Käyttötarkoitus') },
    method: { type: 'enum', enum: 'cookieMethod', required: true, default: 'Cookie', label: l('Method', 'Metode', 'Metod', 'Metode', 'Menetelmä') },
    type: { type: 'enum', enum: 'cookieType', required: true, default: 'Persistent', label: l('Type', 'Type', 'Typ', 'Type', 'Tyyppi') },
    category: { type: 'enum', enum: 'cookieCategory', required: true, default: 'Unclassified', label: l('Category', 'Kategori', 'Kategori', 'Kategori', 'Luokka') },
    expiryDays: { type: 'number', integer: true, min: 1, max: 3650, label: l('Expires after (days)', 'Udløber efter (dage)', 'Upphör efter (dagar)', 'Utløper etter (dager)', 'Vanhenee (päivän kuluttua)') },
    domain: { type: 'text', maxLength: 200, label: l('Domain', 'Domæne', 'Domän', 'Domene', 'Verkkotunnus') },
  },
  actions: {
    save: { description: 'Creates a cookie, or updates it (with its version) when the body has an id. Session storage is always a session entry; a persistent entry needs its expiry and a session entry has none.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/Cookies', permission, store: 'list', error: 'Unable to get cookies' },
    save: { method: 'PUT', path: '/Cookies', body: 'patch', permission: write, action: 'save', error: 'Unable to save cookie' },
    delete: { method: 'DELETE', path: '/Cookies', params: { id: { in: 'query', type: 'string', required: true } }, id: 'query:id', permission: write, store: 'delete', error: 'Unable to delete cookie' },
  },
});
