import { defineResource } from '../dsl';
import { l, LABELS } from './activation/labels';

const permission = 'vp.crm.automations.view';
const write = 'vp.crm.automations.edit';
const title = l('Automations', 'Automatiseringer', 'Automatiseringar', 'Automatiseringer', 'Automaatiot');

const trigger = {
  type: { type: 'enum', enum: 'trigger', required: true, label: l('Trigger', 'Udløser', 'Utlösare', 'Utløser', 'Käynnistin') },
} as const;

const condition = {
  type: { type: 'enum', enum: 'conditionType', required: true, label: l('Condition', 'Betingelse', 'Villkor', 'Betingelse', 'Ehto') },
  negate: { type: 'boolean', label: l('Is not', 'Er ikke', 'Är inte', 'Er ikke', 'Ei') },
  emailTemplateId: { type: 'reference', reference: 'emailTemplates', label: LABELS.emailTemplate },
  label: { type: 'text', maxLength: 100, label: l('Label', 'Etiket', 'Etikett', 'Etikett', 'Tunniste') },
  dynamicFormId: { type: 'reference', reference: 'dynamicForms', label: l('Dynamic form', 'Dynamisk formular', 'Dynamiskt formulär', 'Dynamisk skjema', 'Dynaaminen lomake') },
} as const;

const action = {
  id: { type: 'text', maxLength: 64, label: LABELS.id },
  type: { type: 'enum', enum: 'actionType', required: true, label: LABELS.action },
  delayDays: { type: 'number', integer: true, min: 0, max: 365, label: l('Delay (days)', 'Forsinkelse (dage)', 'Fördröjning (dagar)', 'Forsinkelse (dager)', 'Viive (päivää)') },
  emailTemplateId: { type: 'reference', reference: 'emailTemplates', label: LABELS.emailTemplate },
  smsText: { type: 'text', multiline: true, maxLength: 640, label: LABELS.smsText },
  points: { type: 'number', integer: true, min: 1, max: 100000, label: l('Points', 'Point', 'Poäng', 'Poeng', 'Pisteet') },
  label: { type: 'text', maxLength: 100, label: l('Label', 'Etiket', 'Etikett', 'Etikett', 'Tunniste') },
} as const;

/** Automations: when a trigger fires and every condition holds, the actions run in order. */
export default defineResource({
  name: 'automations',
  label: l('Automation', 'Automatisering', 'Automatisering', 'Automatisering', 'Automaatio'),
  labelPlural: title,
  api: 'crm',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  enums: {
    // The specification fixes the indices 5 to 10; the booking triggers take 0 to 4 in the order it lists them.
    trigger: {
      values: [
        { value: 0, label: l('Booking created', 'Booking oprettet', 'Bokning skapad', 'Booking opprettet', 'Varaus luotu') },
        { value: 1, label: l('Booking confirmed', 'Booking bekræftet', 'Bokning bekräftad', 'Booking bekreftet', 'Varaus vahvistettu') },
        { value: 2, label: l('Booking no show', 'Udeblevet fra booking', 'Uteblev från bokning', 'Uteblitt fra booking', 'Varaus: ei saapunut') },
        { value: 3, label: l('Booking arrived', 'Booking ankommet', 'Bokning anlänt', 'Booking ankommet', 'Varaus: saapunut') },
        { value: 4, label: l('Booking rejected', 'Booking afvist', 'Bokning avvisad', 'Booking avvist', 'Varaus hylätty') },
        { value: 5, label: l('30 days before guest birthday', '30 dage før gæstens fødselsdag', '30 dagar före gästens födelsedag', '30 dager før gjestens bursdag', '30 päivää ennen asiakkaan syntymäpäivää') },
        { value: 6, label: l('Guest birthday', 'Gæstens fødselsdag', 'Gästens födelsedag', 'Gjestens bursdag', 'Asiakkaan syntymäpäivä') },
        { value: 7, label: l('Dynamic form submitted', 'Dynamisk formular indsendt', 'Dynamiskt formulär skickat', 'Dynamisk skjema sendt inn', 'Dynaaminen lomake lähetetty') },
        { value: 8, label: l('Guest created', 'Gæst oprettet', 'Gäst skapad', 'Gjest opprettet', 'Asiakas luotu') },
        { value: 9, label: l('Scratcher lead generated', 'Scratcher-lead genereret', 'Scratcher-lead genererad', 'Scratcher-lead generert', 'Scratcher-liidi luotu') },
        { value: 10, label: l('Fixr ticket sold', 'Fixr-billet solgt', 'Fixr-biljett såld', 'Fixr-billett solgt', 'Fixr-lippu myyty') },
      ],
    },
    conditionType: {
      values: [
        { value: 'HasReadMailCondition', label: l('Has read an email', 'Har læst en e-mail', 'Har läst ett e-postmeddelande', 'Har lest en e-post', 'On lukenut sähköpostin') },
        { value: 'HasClickedMailCondition', label: l('Has clicked a link in an email', 'Har klikket på et link i en e-mail', 'Har klickat på en länk i ett e-postmeddelande', 'Har klikket på en lenke i en e-post', 'On klikannut sähköpostin linkkiä') },
        { value: 'HasLabelCondition', label: l('Has a label', 'Har en etiket', 'Har en etikett', 'Har en etikett', 'On tunniste') },
        { value: 'IsDynamicFormCondition', label: l('Submitted a dynamic form', 'Har indsendt en dynamisk formular', 'Har skickat ett dynamiskt formulär', 'Har sendt inn et dynamisk skjema', 'On lähettänyt dynaamisen lomakkeen') },
      ],
    },
    actionType: {
      values: [
        { value: 'SendMailAction', color: 'primary', label: l('Send an email', 'Send en e-mail', 'Skicka ett e-postmeddelande', 'Send en e-post', 'Lähetä sähköposti') },
        { value: 'SendSmsAction', color: 'info', label: l('Send an SMS', 'Send en SMS', 'Skicka ett SMS', 'Send en SMS', 'Lähetä tekstiviesti') },
        { value: 'AddPointsAction', color: 'success', label: l('Add points', 'Tilføj point', 'Lägg till poäng', 'Legg til poeng', 'Lisää pisteitä') },
        { value: 'AddLabelAction', color: 'secondary', label: l('Add a label', 'Tilføj en etiket', 'Lägg till en etikett', 'Legg til en etikett', 'Lisää tunniste') },
      ],
    },
  },
  fields: {
    name: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'form', 'detail'], label: LABELS.name },
    description: { type: 'text', multiline: true, maxLength: 1000, label: LABELS.description },
    enabled: { type: 'boolean', default: false, show: ['list', 'form', 'detail'], label: LABELS.enabled },
    triggers: { type: 'list', maxItems: 11, of: { type: 'object', fields: trigger, label: l('Trigger', 'Udløser', 'Utlösare', 'Utløser', 'Käynnistin') }, label: l('Triggers', 'Udløsere', 'Utlösare', 'Utløsere', 'Käynnistimet') },
    conditions: { type: 'list', maxItems: 20, of: { type: 'object', fields: condition, label: l('Condition', 'Betingelse', 'Villkor', 'Betingelse', 'Ehto') }, label: l('Conditions', 'Betingelser', 'Villkor', 'Betingelser', 'Ehdot') },
    actions: { type: 'list', maxItems: 20, of: { type: 'object', fields: action, label: LABELS.action }, label: l('Actions', 'Handlinger', 'Åtgärder', 'Handlinger', 'Toiminnot') },
  },
  actions: {
    create: { description: 'Creates an automation: at least one trigger and one action, each condition and action complete for its type; actions get ids.' },
    update: { description: 'Saves an automation with a version check and the same rules as a new one.' },
    duplicate: { description: 'Copies an automation as a new disabled one named "Copy of ...", with new action ids.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/Automations', permission, store: 'list', error: 'Unable to get automations' },
    getOne: { method: 'GET', path: '/Automations/{id}', permission, store: 'get', error: 'Unable to get automation' },
    create: { method: 'POST', path: '/Automations', body: 'record', permission: write, action: 'create', error: 'Unable to add automation' },
    update: { method: 'PUT', path: '/Automations', body: 'record', id: 'body:id', permission: write, action: 'update', error: 'Unable to update automation' },
    duplicate: {
      method: 'POST',
      path: '/Automations/duplicate',
      body: { fields: { id: { type: 'reference', reference: 'automations', required: true, label: l('Automation', 'Automatisering', 'Automatisering', 'Automatisering', 'Automaatio') } } },
      permission: write,
      action: 'duplicate',
      error: 'Unable to duplicate automation',
    },
    delete: { method: 'DELETE', path: '/Automations/', params: { id: { in: 'query', type: 'string', required: true } }, id: 'query:id', permission: write, store: 'delete', error: 'Unable to delete automation' },
  },
  routes: [
    { path: '/crm/automations', service: 'crm', menuGroup: 3, title, sidebar: { group: 'activation', order: 20, icon: 'AccountTree' }, permission, screen: 'AutomationsScreen' },
    {
      path: '/crm/templates/:id',
      service: 'crm',
      menuGroup: 3,
      title: l('Automation', 'Automatisering', 'Automatisering', 'Automatisering', 'Automaatio'),
      permission,
      parent: '/crm/automations',
      screen: 'AutomationEditorScreen',
    },
  ],
});
