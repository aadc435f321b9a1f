import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.legaldocuments.view';
const write = 'vp.crm.legaldocuments.edit';

/** The cookie consent popup of the group's guest-facing sites: one record. */
export default defineResource({
  name: 'cookiePopupSettings',
  label: l('Cookie popup settings', 'Indstillinger for cookie-popup', 'Inställningar för cookie-popup', 'Innstillinger for cookie-popup', 'Evästeponnahdusikkunan asetukset'),
  labelPlural: l('Cookie popup settings', 'Indstillinger for cookie-popup', 'Inställningar för cookie-popup', 'Innstillinger for cookie-popup', 'Evästeponnahdusikkunan asetukset'),
  api: 'crm',
  enums: {
    popupPosition: {
      values: [
        { value: 'bottom', label: l('Bar at the bottom', 'Bjælke nederst', 'Fält längst ned', 'Felt nederst', 'Palkki alareunassa') },
        { value: 'bottomLeft', label: l('Box at the bottom left', 'Boks nederst til venstre', 'Ruta nere till vänster', 'Boks nederst til venstre', 'Laatikko vasemmassa alakulmassa') },
        { value: 'center', label: l('Dialog in the middle', 'Dialog i midten', 'Dialogruta i mitten', 'Dialog i midten', 'Valintaikkuna keskellä') },
      ],
    },
  },
  fields: {
    title: { type: 'multilingual', maxLength: 120, label: l('Title', 'Titel', 'Titel', 'Tittel', 'Otsikko') },
    text: { type: 'multilingual', multiline: true, maxLength: 2000, label: l('Text', 'Tekst', 'Text', 'Tekst', 'Teksti') },
    acceptAllLabel: { type: 'multilingual', maxLength: 40, label: l('Accept button', 'Accepter-knap', 'Godkänn-knapp', 'Godta-knapp', 'Hyväksy-painike') },
    rejectAllLabel: { type: 'multilingual', maxLength: 40, label: l('Reject button', 'Afvis-knap', 'Avvisa-knapp', 'Avvis-knapp', 'Hylkää-painike') },
    settingsLabel: { type: 'multilingual', maxLength: 40, label: l('Settings button', 'Indstillinger-knap', 'Inställningar-knapp', 'Innstillinger-knapp', 'Asetukset-painike') },
    showRejectAll: { type: 'boolean', default: true, label: l('Show the reject button', 'Vis afvis-knappen', 'Visa avvisa-knappen', 'Vis avvis-knappen', 'Näytä hylkää-painike') },
    position: { type: 'enum', enum: 'popupPosition', required: true, default: 'bottom', label: l('Position', 'Placering', 'Placering', 'Plassering', 'Sijainti') },
    primaryColor: { type: 'text', format: 'color', label: l('Button colour', 'Knapfarve', 'Knappfärg', 'Knappefarge', 'Painikkeen väri') },
    consentLifetimeDays: { type: 'number', integer: true, min: 1, max: 730, default: 365, label: l('Ask again after (days)', 'Spørg igen efter (dage)', 'Fråga igen efter (dagar)', 'Spør igjen etter (dager)', 'Kysy uudelleen (päivän kuluttua)') },
    cookiePolicyDocumentId: { type: 'reference', reference: 'legalDocuments', label: l('Cookie policy', 'Cookiepolitik', 'Cookiepolicy', 'Retningslinjer for informasjonskapsler', 'Evästekäytäntö') },
  },
  actions: {
    get: { description: 'The settings, or the defaults (version 0) before they are first saved.' },
    save: { description: 'Saves the settings, creating the record on the first save; later saves need the version.' },
  },
  endpoints: {
    get: { method: 'GET', path: '/CookiePopupSettings', permission, action: 'get', error: 'Unable to get cookie popup settings' },
    save: { method: 'PUT', path: '/CookiePopupSettings', body: 'patch', permission: write, action: 'save', error: 'Unable to update cookie popup settings' },
  },
});
